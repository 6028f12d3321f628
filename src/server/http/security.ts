import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './errors';

const ADSENSE = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://www.google.com',
];

/** Strict headers: no inline script, no framing; the ad network is allowed only when configured. */
export function securityHeaders(opts: { production: boolean; ads: boolean }): MiddlewareHandler {
  const ads = opts.ads ? ADSENSE : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...ads],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...ads],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...ads],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ads.length ? ads : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: opts.production ? 'max-age=63072000; includeSubDomains' : false,
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: ['self'],
    },
  });
  // A route may tighten the policy for what it serves (user files); keep the route's.
  return async (c, next) => {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      own = c.res.headers.get('Content-Security-Policy');
    });
    if (own) c.res.headers.set('Content-Security-Policy', own);
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
