import { Fragment, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useToasts } from '@web/lib/toast-store';
import { lazy } from '@web/lib/lazy';

// A toaster that cannot load (offline before the service worker has it) shows no toast rather than
// take the whole app down with it (ADR 022): it sits outside every retry boundary.
const Toaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: Fragment })));

/** How long after the page has loaded the toast UI is fetched when no toast asked for it. */
const IDLE_MOUNT_DELAY_MS = 3_000;

/**
 * Mounts the Radix toast UI on the first toast, or shortly after the page has loaded (so that
 * F8 reaches the notifications), keeping it out of the first screen's JavaScript.
 */
export function ToastHost() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setIdle(true), IDLE_MOUNT_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);

  const [mounted, setMounted] = useState(false);
  if ((hasToasts || idle) && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
