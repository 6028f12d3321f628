import { Route, Switch } from 'wouter';
import { PageShownMarker } from '@web/lib/page-shown';
import NotFoundPage from './not-found-page';

/**
 * Spec §2: public marketing and policy pages, shown whatever the login state. Their content is
 * a later issue; each page gets its own <Route> here. Until then every public path is not found.
 */
export default function PublicRoutes() {
  return (
    <main className="min-h-dvh bg-slate-50">
      <Switch>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <PageShownMarker />
    </main>
  );
}
