import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { branchFor } from '@core/routes/route-sets';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { getAuthUser, useAuthUser } from '@web/features/auth/auth-store';
import { useAccount } from '@web/features/auth/queries';
import { preloadable } from '@web/lib/preloadable';

const loadSignedIn = () => import('@web/shell/signed-in-app');
const loadSignedOut = () => import('@web/shell/signed-out-app');

const SignedInApp = lazy(loadSignedIn);
const SignedOutApp = preloadable(loadSignedOut);
const PublicRoutes = lazy(() => import('@web/shell/public-routes'));

/** Starts downloading the route set this visitor most likely needs while the session loads. */
export function prefetchLikelyRoutes(): void {
  void (getAuthUser() ? loadSignedIn() : loadSignedOut()).catch(() => undefined);
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
  // The server's answer decides; a failed check (offline) keeps the stored user.
  if (session.isPending) return <FullScreenSpinner />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
