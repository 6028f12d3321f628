import { useLocation } from 'wouter';
import { HEALTH_REDIRECTS, routeKey } from '@core/routes/route-sets';
import { useAccount } from '@web/session/queries';
import { lazy } from '@web/lib/lazy';
import { HardRedirect } from './hard-redirect';
import NotFoundPage from './not-found-page';

/** The admin area's address (ADR 034). Not in the signed-in route table: see below. */
export const ADMIN_PATH = '/admin-dashboard';

const AdminDashboard = lazy(() => import('@web/features/admin/admin-dashboard'));

/**
 * What the signed-in router shows for an address that is none of its pages: the old tracker
 * addresses' redirects (spec §2; here rather than as routes, which every signed-in page's first
 * load carried), the not-found page, or for an admin at /admin-dashboard the admin area (ADR 034).
 * Kept out of the route table on purpose: every entry there costs every signed-in page's first
 * load, and the server would name the admin chunks in the page it sends to anyone opening the
 * address. The server checks the role on every admin request; this only decides what to draw.
 */
export default function SignedInFallback() {
  const [path] = useLocation();
  const account = useAccount();
  const redirect = HEALTH_REDIRECTS[routeKey(path)];
  if (redirect) return <HardRedirect to={redirect} />;
  if (routeKey(path) !== ADMIN_PATH) return <NotFoundPage />;
  // The session check has not answered yet: nothing to draw until it says who this is.
  if (account.data === undefined && account.isPending) return null;
  return account.data?.user.role === 'admin' ? <AdminDashboard /> : <NotFoundPage />;
}
