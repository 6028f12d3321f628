import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnvOf, CurrentSession } from './app-env';
import { unauthorized } from './errors';

// The session types are app-env.ts's; named here too, where routes and services take them from.
export type { CurrentSession, SessionUser } from './app-env';

export type AppEnv = AppEnvOf<Deps>;
export type AppContext = Context<AppEnv>;

/** The signed-in account: from the session cookie only, never from a header or the body. */
export function requireSession(c: AppContext): CurrentSession {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session;
}

/** Route guard: signed out is a 401 before any input is looked at. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};
