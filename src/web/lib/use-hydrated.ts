import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and in the prerender itself), true from the next
 * render on; true at once in a page the browser renders from scratch. Controls that do nothing
 * without the app's code are disabled in the prerendered page, so that a tap before the app runs
 * (or a test's click) is not silently lost, and a form is never sent natively, query and all.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
