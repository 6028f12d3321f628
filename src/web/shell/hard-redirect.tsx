import { useEffect } from 'react';
import { PageSpinner } from './app-shell';

/** Spec §2: these redirects are full page reloads. */
export function HardRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <PageSpinner />;
}
