import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell, PageSpinner } from './app-shell';
import { HardRedirect } from './hard-redirect';
import { HEALTH_REDIRECTS } from '@core/routes/route-sets';
import { pageLoaders, preloadPage } from './page-loaders';

// As soon as this chunk runs (it is fetched while the session is checked), ask for the opened
// page and what it loads on mount, all at once rather than as each one renders.
preloadPage(location.pathname, location.search);

const HomePage = lazy(pageLoaders.home);
const ProfilePage = lazy(pageLoaders.profile);
const MedicationsPage = lazy(pageLoaders.medications);
const HealthPage = lazy(pageLoaders.health);
const FamilyPage = lazy(pageLoaders.family);
const MemberPage = lazy(pageLoaders.member);
const HealthTrackingPage = lazy(pageLoaders.healthTracking);
const PricesPage = lazy(pageLoaders.prices);
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
          <Route path="/health" component={HealthPage} />
          <Route path="/family" component={FamilyPage} />
          <Route path="/family/:id" component={MemberPage} />
          <Route path="/health-tracking" component={HealthTrackingPage} />
          <Route path="/prices" component={PricesPage} />
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
