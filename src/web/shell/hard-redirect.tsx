import { useEffect } from 'react';
import { Spinner } from '@web/components/ui/spinner';

/**
 * Spec §2: these redirects are full page reloads. Its spinner is the entry's, not the shell's:
 * importing app-shell here split the bottom navigation's icons into chunks of their own.
 */
export function HardRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="size-8 text-brand-700" />
    </div>
  );
}
