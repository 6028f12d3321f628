import type { Context, MiddlewareHandler } from 'hono';
import type { Account } from '@core/contract/auth';
import type { Deps } from '../deps';
import { unauthorized } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  role: 'user' | 'admin';
  timeZone: string;
}

export interface CurrentSession {
  id: string;
  user: SessionUser;
  account: Account;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    session: CurrentSession | null;
    requestId: string;
    /** Set by a route whose writes touch only values cached under this scope (read-cache.ts). */
    writeScope: string | null;
  };
}

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
