import { Hono } from 'hono';
import type { Deps } from './deps';
import type { AppEnv } from './http/context';
import { apiNotFound, handleError } from './http/handlers';
import { apiGuard, everyRequest } from './http/pipeline';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { caregiverRoutes } from './features/caregivers/routes';
import { configRoutes } from './features/config/routes';
import { dataPrivacyRoutes } from './features/data-privacy/routes';
import { medicationLogRoutes } from './features/doses/log-routes';
import { doseRoutes } from './features/doses/routes';
import { familyRoutes } from './features/family/routes';
import { bloodPressureRoutes } from './features/health/blood-pressure/routes';
import { bodyRoutes } from './features/health/body-measurements/routes';
import { eyeTestRoutes } from './features/health/eye-tests/routes';
import { periodRoutes } from './features/health/periods/routes';
import { healthReminderRoutes } from './features/health/reminders/routes';
import { sugarRoutes } from './features/health/sugar-levels/routes';
import { medicationRoutes } from './features/medications/routes';
import { notificationRoutes } from './features/notifications/routes';
import { paymentRoutes } from './features/payments/routes';
import { pushRoutes } from './features/push/routes';
import { prescriptionRoutes } from './features/prescriptions/routes';
import { priceRoutes } from './features/prices/routes';
import { reportRoutes } from './features/report/routes';
import { subscriptionRoutes } from './features/subscription/routes';
import { supportRoutes } from './features/support/routes';

/** The whole HTTP app. It imports nothing from node:*, so the browser demo can host it too. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Two steps before a route, not ten: each is an async frame and a promise (ADR 024).
  app.use('*', everyRequest(deps));

  const api = new Hono<AppEnv>();
  api.use('*', apiGuard());
  api.route('/auth', authRoutes);
  api.route('/', familyRoutes);
  api.route('/', caregiverRoutes);
  api.route('/', reportRoutes);
  api.route('/medications', medicationRoutes);
  api.route('/medication-logs', medicationLogRoutes);
  api.route('/', doseRoutes);
  api.route('/', subscriptionRoutes);
  api.route('/payments', paymentRoutes);
  api.route('/prescriptions', prescriptionRoutes);
  api.route('/notifications', notificationRoutes);
  api.route('/', configRoutes);
  api.route('/', pushRoutes);
  api.route('/blood-pressure', bloodPressureRoutes);
  api.route('/sugar-levels', sugarRoutes);
  api.route('/periods', periodRoutes);
  api.route('/body-measurements', bodyRoutes);
  api.route('/eye-tests', eyeTestRoutes);
  api.route('/', healthReminderRoutes);
  api.route('/', priceRoutes);
  api.route('/', supportRoutes);
  api.route('/data-privacy', dataPrivacyRoutes);
  // Admins only; to anyone else every path under it is an unknown path (ADR 034).
  api.route('/admin', adminRoutes);
  api.all('*', apiNotFound);

  app.route('/api', api);
  if (deps.web) app.use('*', deps.web);
  app.notFound(apiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
