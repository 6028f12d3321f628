// What a request carries through the app: its session and its variables. Generic over the app's
// dependencies (deps.ts's Deps), because Deps holds the web handler that runs in this context:
// deps.ts and context.ts would otherwise import each other.
import type { Account } from '@core/contract/auth';

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

/** Hono's environment of a request, given the app's dependencies `D` (context.ts: AppEnv). */
export interface AppEnvOf<D> {
  Variables: {
    deps: D;
    session: CurrentSession | null;
    requestId: string;
    /** Set by a route whose writes touch only values cached under this scope (read-cache.ts). */
    writeScope: string | null;
  };
}
