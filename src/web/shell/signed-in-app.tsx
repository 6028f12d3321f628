import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell, PageSpinner } from './app-shell';
import { HardRedirect } from './hard-redirect';
import { HEALTH_REDIRECTS } from '@core/routes/route-sets';

const HomePage = lazy(() => import('@web/features/home/home-page'));
const ProfilePage = lazy(() => import('@web/features/profile/profile-page'));
const MedicationsPage = lazy(() => import('@web/features/medications/medications-page'));
const HealthPage = lazy(() => import('@web/features/health/health-page'));
const FamilyPage = lazy(() => import('@web/features/family/family-page'));
const MemberPage = lazy(() => import('@web/features/family/member-page'));
const HealthTrackingPage = lazy(() => import('@web/features/health-tracking/health-tracking-page'));
const PricesPage = lazy(() => import('@web/features/prices/prices-page'));
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
