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
import { authRoutes } from './features/auth/routes';
import { configRoutes } from './features/config/routes';
import { familyRoutes } from './features/family/routes';

/** JSON bodies are small; file uploads declare their own larger limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The whole HTTP app. It imports nothing from node:*, so the browser demo can host it too. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('session', null);
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
  api.use(
    '*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large');
      },
    }),
  );
  api.use('*', sameOriginWrites());
  api.use('*', loadSession());
  api.route('/auth', authRoutes);
  api.route('/', familyRoutes);
  api.route('/', configRoutes);
  api.all('*', apiNotFound);

  app.route('/api', api);
  if (deps.web) app.use('*', deps.web);
  app.notFound(apiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
