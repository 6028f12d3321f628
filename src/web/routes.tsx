import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { getAuthUser, useAuthUser } from '@web/features/auth/auth-store';
import { useAccount } from '@web/features/auth/queries';
import { branchFor } from '@web/shell/route-sets';

const loadSignedIn = () => import('@web/shell/signed-in-app');
const loadSignedOut = () => import('@web/shell/signed-out-app');

const SignedInApp = lazy(loadSignedIn);
const SignedOutApp = lazy(loadSignedOut);
const PublicRoutes = lazy(() => import('@web/shell/public-routes'));

/** Starts downloading the route set this visitor most likely needs while the session loads. */
export function prefetchLikelyRoutes(): void {
  void (getAuthUser() ? loadSignedIn() : loadSignedOut()).catch(() => undefined);
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
  // The server's answer decides; a failed check (offline) keeps the stored user. Offline the
  // check waits for the connection ('paused'): the stored user's pages show meanwhile.
  const waitingOffline = session.fetchStatus === 'paused';
  if (session.isPending && !(user && waitingOffline)) return <FullScreenSpinner />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
