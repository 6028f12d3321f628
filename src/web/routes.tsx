import { memo, Suspense } from 'react';
import { useLocation } from 'wouter';
import { branchFor } from '@core/routes/route-sets';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { getAuthUser, useAuthUser } from '@web/session/auth-store';
import { useAccount } from '@web/session/queries';
import { preloadable } from '@web/lib/preloadable';
import { lazy } from '@web/lib/lazy';
import { loadSignedIn, SignedInAppLoader } from '@web/shell/signed-in-loader';

const loadSignedOut = () => import('@web/shell/signed-out-app');

// memo: a session check's answer re-renders SessionRoutes, not the whole signed-in app under it.
const SignedInApp = memo(SignedInAppLoader);
const SignedOutApp = preloadable(loadSignedOut);
const PublicRoutes = lazy(() => import('@web/shell/public-routes'));

/**
 * Starts downloading the route set this visitor most likely needs while the session is checked
 * (the signed-in shell then asks for the opened page: src/web/shell/page-loaders.ts). Called
 * when the page was not prerendered: the server sends the plain shell to a navigation that
 * carries a session cookie (ADR 020), so unless the service worker answered (it cannot tell),
 * this is most likely someone signed in, even on a device that stored no user.
 */
export function prefetchLikelyRoutes(): void {
  const likelySignedIn =
    getAuthUser() !== null || !('serviceWorker' in navigator && navigator.serviceWorker.controller);
  void (likelySignedIn ? loadSignedIn() : loadSignedOut()).catch(() => undefined);
}

/**
 * Loads the signed-out route set and the page it shows at `path`, so that hydrating the
 * prerendered page suspends nowhere (ADR 020).
 */
export async function preloadSignedOut(path: string): Promise<void> {
  const routes = await loadSignedOut();
  await Promise.all([SignedOutApp.preload(), routes.preloadPageAt(path)]);
}

/** Spec §2: public pages whatever the login state; otherwise the session decides. */
export function AppRoutes() {
  const [location] = useLocation();
  const user = useAuthUser();
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {branchFor(location, user !== null) === 'public' ? <PublicRoutes /> : <SessionRoutes />}
    </Suspense>
  );
}

function SessionRoutes() {
  const session = useAccount();
  const user = useAuthUser();
  // A user this device knows sees their pages at once, while the session is checked alongside
  // the pages' own requests; a 401 from the check (or any request) signs them out. The server's
  // answer decides for a visitor it does not know. A failed check (offline) keeps the user.
  if (session.isPending && !user) return <FullScreenSpinner />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
