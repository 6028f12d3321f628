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

/**
 * Starts downloading the route set this visitor most likely needs while the session is checked
 * (the signed-in shell then asks for the opened page: src/web/shell/page-loaders.ts).
 */
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
  // A user this device knows sees their pages at once, while the session is checked alongside
  // the pages' own requests; a 401 from the check (or any request) signs them out. The server's
  // answer decides for a visitor it does not know. A failed check (offline) keeps the user.
  if (session.isPending && !user) return <FullScreenSpinner />;
  return user ? <SignedInApp /> : <SignedOutApp />;
}
