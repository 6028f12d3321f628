import { Suspense, type ReactNode } from 'react';
import { usePageShown } from './page-shown';

/**
 * A part of a page below its first screen whose code loads lazily: rendered (and so its chunk
 * asked for) only once the page has shown, `fallback` (a placeholder of its size, so nothing
 * moves) before and while it loads. The page's first paint then waits for none of its requests:
 * on a slow phone network each request before that paint delays it.
 */
export function WhenPageShown({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const shown = usePageShown();
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}
