import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may have written, the signed-in account's cached reads are dropped
 * (db/read-cache.ts). Routes need not remember to: a request writes only its own account's rows.
 * It runs after the handler and before the answer leaves, so the next read sees the write.
 */
export function invalidateAfterWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Taken before the handler: signing out clears the request's session.
    const accountId = c.get('session')?.user.id;
    try {
      await next();
    } finally {
      if (accountId && !SAFE_METHODS.has(c.req.method)) c.get('deps').cache.invalidate(accountId);
    }
  };
}
