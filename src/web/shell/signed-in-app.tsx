import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell, PageSpinner } from './app-shell';
import { HardRedirect } from './hard-redirect';
import { HEALTH_REDIRECTS } from './route-sets';

const HomePage = lazy(() => import('@web/features/home/home-page'));
const ProfilePage = lazy(() => import('@web/features/profile/profile-page'));
const MedicationsPage = lazy(() => import('@web/features/medications/medications-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * Spec §2: signed-in routes. Pages of later issues (medications, health, family, prices,
 * subscribe, ...) add their <Route> here; until then they are not found.
 */
export default function SignedInApp() {
  return (
    <AppShell>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route path="/medications">
            <MedicationsPage />
          </Route>
          <Route path="/profile">
            <ProfilePage />
          </Route>
          {Object.entries(HEALTH_REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from}>
              <HardRedirect to={to} />
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}
