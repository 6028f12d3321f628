import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context';
import { logSafeError } from '../platform/log-safe-error';
import { AppError } from './errors';

/** Every error becomes {message, code} (and its params); only unexpected ones are logged with their stack. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    const { message, code, params } = err;
    return c.json(params ? { message, code, params } : { message, code }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const known: Record<number, [string, string]> = {
      400: ['BAD_REQUEST', 'The request body is not valid JSON'],
      413: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
    };
    const [code, message] = known[status] ?? ['HTTP_ERROR', err.message || 'Request failed'];
    return c.json({ message, code }, status);
  }
  c.get('deps').logger.error(
    { reqId: c.get('requestId'), err: logSafeError(err) },
    'unhandled error',
  );
  return c.json(
    { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
    500,
  );
};

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(
    { message: `No such API endpoint: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' },
    404,
  );
}

/** One JSON line per request, with its id. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.get('deps').logger.info({
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('session')?.user.id,
    });
  };
}

/**
 * API answers are private and never cached by browsers, proxies or the service worker. Set
 * before the handler runs, so its answer is built with them (ADR 024); `Vary` is what the
 * compress middleware would add to a JSON answer afterwards, at the price of copying it.
 */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Encoding');
    await next();
  };
}
