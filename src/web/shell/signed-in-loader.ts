import type { QueryClient } from '@tanstack/react-query';
import { preloadable } from '@web/lib/preloadable';

/**
 * The signed-in route set's loader, apart from routes.tsx: the demo's start screen preloads it
 * too, and routes.tsx leads (through the signed-out app and the sign-in page) to that screen.
 */
export const loadSignedIn = () => import('@web/shell/signed-in-app');

export const SignedInAppLoader = preloadable(loadSignedIn);

/**
 * Loads the signed-in route set and the page at this URL (with what it loads as it mounts), so
 * that the first render shows the page itself: no spinner, then the page a moment later, each a
 * render and a paint on a slow phone. Used when the server has said who is signed in (and may
 * have put the family list in the page: the client is for that).
 */
export async function preloadSignedIn(
  path: string,
  search: string,
  queryClient: QueryClient,
): Promise<void> {
  const routes = await loadSignedIn();
  await Promise.all([SignedInAppLoader.preload(), routes.preloadPageAt(path, search, queryClient)]);
}
