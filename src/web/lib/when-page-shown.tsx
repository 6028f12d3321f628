import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { usePageShown } from './page-shown';

/**
 * A part of a page below its first screen whose code loads lazily: rendered (and so its chunk
 * asked for) only once the page has shown, `fallback` (a placeholder of its size, so nothing
 * moves) before and while it loads. The page's first paint then waits for none of its requests:
 * on a slow phone network each request before that paint delays it, and on a slow phone CPU a
 * long task after it delays the page's answer to a tap.
 */
export function WhenPageShown({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  // Deferred: the moment the page has shown, every such part renders in one interruptible pass
  // (a transition, which yields to the browser) rather than one long task.
  const shown = useDeferredValue(usePageShown());
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}
