import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Deps } from './deps';
import type { AppEnv } from './http/context';
import { AppError } from './http/errors';
import { apiNotFound, handleError, noStore, requestLog } from './http/handlers';
import { sameOriginWrites, securityHeaders } from './http/security';
import { loadSession } from './http/session';
import { invalidateAfterWrites } from './http/write-invalidation';
import { authRoutes } from './features/auth/routes';
import { configRoutes } from './features/config/routes';
import { doseRoutes } from './features/doses/routes';
import { familyRoutes } from './features/family/routes';
import { bloodPressureRoutes } from './features/health/blood-pressure/routes';
import { bodyRoutes } from './features/health/body-measurements/routes';
import { eyeTestRoutes } from './features/health/eye-tests/routes';
import { periodRoutes } from './features/health/periods/routes';
import { healthReminderRoutes } from './features/health/reminders/routes';
import { sugarRoutes } from './features/health/sugar-levels/routes';
import { medicationLogRoutes } from './features/medication-logs/routes';
import { medicationRoutes } from './features/medications/routes';
import { notificationRoutes } from './features/notifications/routes';
import { prescriptionRoutes } from './features/prescriptions/routes';
import { priceRoutes } from './features/prices/routes';
import { subscriptionRoutes } from './features/subscription/routes';

/** JSON bodies are small; file uploads declare their own larger limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The whole HTTP app. It imports nothing from node:*, so the browser demo can host it too. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('session', null);
    c.set('writeScope', null);
    await next();
  });
  app.use('*', requestId());
  app.use('*', compress());
  app.use('*', requestLog());
  app.use(
    '*',
    securityHeaders({ production: deps.config.production, ads: !!deps.config.adsensePublisherId }),
  );

  const api = new Hono<AppEnv>();
  api.use('*', noStore());
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large');
    },
  });
  // Uploads carry their own, larger limit on their route. A GET or HEAD has no body to limit,
  // and asking for one makes the Node adapter build a full Request (ADR 024).
  api.use('*', (c, next) => {
    const { method } = c.req;
    if (method === 'GET' || method === 'HEAD') return next();
    return method === 'POST' && c.req.path === '/api/prescriptions' ? next() : jsonLimit(c, next);
  });
  api.use('*', sameOriginWrites());
  api.use('*', loadSession());
  api.use('*', invalidateAfterWrites());
  api.route('/auth', authRoutes);
  api.route('/', familyRoutes);
  api.route('/medications', medicationRoutes);
  api.route('/medication-logs', medicationLogRoutes);
  api.route('/', doseRoutes);
  api.route('/', subscriptionRoutes);
  api.route('/prescriptions', prescriptionRoutes);
  api.route('/notifications', notificationRoutes);
  api.route('/', configRoutes);
  api.route('/blood-pressure', bloodPressureRoutes);
  api.route('/sugar-levels', sugarRoutes);
  api.route('/periods', periodRoutes);
  api.route('/body-measurements', bodyRoutes);
  api.route('/eye-tests', eyeTestRoutes);
  api.route('/', healthReminderRoutes);
  api.route('/', priceRoutes);
  api.all('*', apiNotFound);

  app.route('/api', api);
  if (deps.web) app.use('*', deps.web);
  app.notFound(apiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
