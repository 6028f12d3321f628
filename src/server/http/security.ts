import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';

const ADSENSE = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://www.google.com',
];

const CSP = 'Content-Security-Policy';

/**
 * Every response's security headers, worked out once per process: strict CSP with no inline
 * script and no framing (the ad network is allowed only when configured), HSTS in production,
 * and the rest of the set `hono/secure-headers` sends by default.
 */
export function securityHeaderList(opts: {
  production: boolean;
  ads: boolean;
}): [string, string][] {
  const ads = opts.ads ? ADSENSE : [];
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...ads]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...ads]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...ads]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ads.length ? ads : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(opts.production
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    [CSP, csp.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')],
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)'],
  ];
}

/**
 * Sets the security headers on every response. They go on the context before the handler runs,
 * so the answer it builds (`c.json`, `c.body`) carries them from the start; setting them after
 * would make Hono copy the finished response (ADR 024). A route may tighten the policy for what
 * it serves (user files): its own `c.header(CSP, ...)` replaces this one. A handler that returns
 * a Response it built itself gets them afterwards, its own CSP kept.
 */
export function securityHeaders(opts: { production: boolean; ads: boolean }): MiddlewareHandler {
  const list = securityHeaderList(opts);
  return async (c, next) => {
    for (const [name, value] of list) c.header(name, value);
    await next();
    const { headers } = c.res;
    if (headers.get('X-Content-Type-Options') === 'nosniff') return;
    for (const [name, value] of list) {
      if (name !== CSP || !headers.has(CSP)) headers.set(name, value);
    }
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site. Requests with
 * neither header (curl, server-to-server) carry no ambient browser cookies by accident and pass.
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      if (site && site !== 'same-origin' && site !== 'none') {
        throw new AppError('CROSS_SITE', 'Requests from other sites are not allowed');
      }
      const origin = c.req.header('origin');
      if (
        origin &&
        origin !== new URL(c.req.url).origin &&
        hostOf(origin) !== c.req.header('host')
      ) {
        throw new AppError('CROSS_SITE', 'Requests from other sites are not allowed');
      }
    }
    await next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
