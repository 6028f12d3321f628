import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may have written, the signed-in account's cached reads are dropped
 * (db/read-cache.ts). Routes need not remember to: a request writes only its own account's rows.
 * It runs after the handler and before the answer leaves, so the next read sees the write.
 * A health tracker's writes change only that tracker's readings, so its routes narrow the
 * invalidation to their scope (features/health/tracker-routes.ts).
 */
export function invalidateAfterWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Taken before the handler: signing out clears the request's session.
    const accountId = c.get('session')?.user.id;
    try {
      await next();
    } finally {
      if (accountId && !SAFE_METHODS.has(c.req.method)) {
        // A route that declared a narrower scope drops only that; any other drops everything.
        c.get('deps').cache.invalidate(accountId, c.get('writeScope') ?? undefined);
      }
    }
  };
}
