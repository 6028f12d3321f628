import type { Context, ErrorHandler } from 'hono';
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
