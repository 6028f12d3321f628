import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Deps } from '../deps';
import type { AppContext, AppEnv } from './context';
import { AppError } from './errors';
import {
  contentSecurityPolicy,
  CSP,
  refuseCrossSiteWrites,
  SAFE_METHODS,
  securityHeaderList,
} from './security';
import { readSession } from './session';

/** Razorpay's webhook (features/payments/routes.ts): exempt from the session and CSRF checks. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * An admin's price sheet upload (features/admin/routes.ts), whose JSON carries a whole CSV: for
 * an admin its route sets a larger body limit than JSON_BODY_LIMIT.
 */
export const PRICE_SHEET_PATHS: ReadonlySet<string> = new Set([
  '/api/admin/price-sheets',
  '/api/admin/price-sheets/preview',
]);

/** JSON bodies are small; file uploads declare their own larger limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

const REQUEST_ID = 'X-Request-Id';
/** An id the client sent is kept when it is short and plain (what `hono/request-id` accepted). */
const FOREIGN_ID_CHARS = /[^\w\-=]/;

type HeaderList = readonly (readonly [string, string])[];

/**
 * Node's ServerResponse, which @hono/node-server hands the app as `c.env.outgoing`. Headers set
 * on it go out with the answer; the answer's own headers replace any of the same name.
 */
interface NodeOutgoing {
  setHeader(name: string, value: string): unknown;
  headersSent: boolean;
}

function nodeOutgoing(env: unknown): NodeOutgoing | null {
  if (typeof env !== 'object' || env === null || !('outgoing' in env)) return null;
  const out = env.outgoing;
  if (typeof out !== 'object' || out === null || !('setHeader' in out)) return null;
  if (typeof out.setHeader !== 'function') return null;
  const node = out as NodeOutgoing;
  return node.headersSent ? null : node;
}

function isApi(path: string): boolean {
  return path.startsWith('/api/') || path === '/api';
}

/**
 * What every request goes through, in one step instead of five (ADR 024): the context's
 * variables, the request id, the fixed response headers (security set on every answer, and
 * `Cache-Control: no-store` with `Vary: Accept-Encoding` on API answers), compression, and one
 * request-log line with the id (method, path, status, time, account id: no health data).
 *
 * Under Node the fixed headers go straight onto Node's response, where an answer's own header of
 * the same name (a user file's stricter CSP, a route's Cache-Control) replaces them: building
 * them into the answer's `Headers` and having the adapter read them back cost more than
 * everything else the app adds to a cached read. Elsewhere (`app.request`, the browser demo)
 * they go on the context before the handler runs, and onto a Response a handler built itself
 * afterwards, its own CSP kept.
 */
export function everyRequest(deps: Deps): MiddlewareHandler<AppEnv> {
  const security = securityHeaderList({ production: deps.config.production });
  const apiHeaders: HeaderList = [
    ...security,
    ['Cache-Control', 'no-store'],
    // What compress would add to a JSON answer afterwards, at the price of copying it.
    ['Vary', 'Accept-Encoding'],
  ];
  const compressor = compress();
  const { logger } = deps;

  return async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('session', null);
    c.set('writeScope', null);
    const sent = c.req.header(REQUEST_ID);
    const reqId =
      sent && sent.length <= 255 && !FOREIGN_ID_CHARS.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', reqId);
    const { path } = c.req;
    const api = isApi(path);
    const fixed = api ? apiHeaders : security;
    const out = nodeOutgoing(c.env);
    if (out) {
      for (const [name, value] of fixed) out.setHeader(name, value);
      out.setHeader(REQUEST_ID, reqId);
    } else {
      for (const [name, value] of fixed) c.header(name, value);
      c.header(REQUEST_ID, reqId);
    }

    // An API request that accepts no encoding would only have compress add the `Vary` it has.
    if (api && !c.req.header('accept-encoding')) await next();
    else await compressor(c, next);

    if (!out) withFixedHeaders(c, security, reqId);
    logger.info({
      reqId,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('session')?.user.id,
    });
  };
}

const adPolicies = new WeakMap<Deps, string | null>();

/**
 * The CSP of an app page that may show an ad (ADR 033): the fixed one plus the ad provider, or
 * null when no publisher is configured. The web handler sets it on those pages as a route sets
 * its own CSP, replacing the fixed one; no other answer allows the provider.
 */
export function adPagePolicy(deps: Deps): string | null {
  let policy = adPolicies.get(deps);
  if (policy === undefined) {
    policy = deps.config.adsensePublisherId ? contentSecurityPolicy({ ads: true }) : null;
    adPolicies.set(deps, policy);
  }
  return policy;
}

/**
 * A Response the handler built itself lacks the headers set on the context: add the security
 * set (its own CSP kept) and the request id, as Node's response carries them under Node.
 */
function withFixedHeaders(c: Context, list: HeaderList, reqId: string): void {
  const { headers } = c.res;
  if (headers.get('X-Content-Type-Options') === 'nosniff') return;
  for (const [name, value] of list) {
    if (name !== CSP || !headers.has(CSP)) headers.set(name, value);
  }
  if (!headers.has(REQUEST_ID)) headers.set(REQUEST_ID, reqId);
}

/**
 * The API's checks before a route, in one step: the JSON body limit on requests that may carry a
 * body (uploads have their own, larger, on their route), the same-origin check on writes, the
 * session from the cookie, and after a write the account's cached reads dropped
 * (db/read-cache.ts) before the answer leaves, so the next read sees it. A health tracker's
 * writes narrow that to their scope (features/health/tracker-routes.ts).
 */
export function apiGuard(): MiddlewareHandler<AppEnv> {
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large');
    },
  });
  return async (c, next) => {
    const { method } = c.req;
    // A read has no body to limit (asking for one makes the Node adapter build a full Request),
    // nothing to check for another site, and nothing to invalidate.
    if (method === 'GET' || method === 'HEAD') {
      await readSession(c);
      await next();
      return;
    }
    if (method === 'POST' && c.req.path === '/api/prescriptions') return guardedWrite(c, next);
    // An admin's price sheet carries a whole CSV in its JSON: its route sets the larger limit.
    // Anyone else has the usual one, so the path answers them as any other (ADR 034).
    if (method === 'POST' && PRICE_SHEET_PATHS.has(c.req.path)) {
      return guardedWrite(c, next, (c2, go) =>
        c2.get('session')?.user.role === 'admin' ? go() : jsonLimit(c2, go),
      );
    }
    // Razorpay's server, not a browser: no session and no Origin; its HMAC is checked instead.
    if (method === 'POST' && c.req.path === PAYMENT_WEBHOOK_PATH) return jsonLimit(c, next);
    await jsonLimit(c, () => guardedWrite(c, next));
  };
}

async function guardedWrite(
  c: AppContext,
  next: Next,
  /** A step between the session and the route (the body limit that depends on who it is). */
  before?: (c: AppContext, next: Next) => Promise<unknown>,
): Promise<void> {
  refuseCrossSiteWrites(c);
  await readSession(c);
  // Taken before the handler: signing out clears the request's session.
  const accountId = c.get('session')?.user.id;
  try {
    if (before) await before(c, next);
    else await next();
  } finally {
    if (accountId && !SAFE_METHODS.has(c.req.method)) {
      // A route that declared a narrower scope drops only that; any other drops everything.
      c.get('deps').cache.invalidate(accountId, c.get('writeScope') ?? undefined);
    }
  }
}
