import type { Context } from 'hono';
import { AppError } from './errors';

/**
 * Google AdSense's hosts, as its CSP guidance lists them for the ad script, its ad frames, the
 * images and beacons they load and the ad-quality checks (*.adtrafficquality.google).
 */
const ADSENSE = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com',
    'https://*.adtrafficquality.google',
  ],
  img: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
};
const NO_ADS = { script: [], img: [], frame: [], connect: [] };

/** Razorpay Checkout (its documented CSP): its script, its frames and its event logging. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};
const NO_RAZORPAY = { script: [], frame: [], connect: [] };

export const CSP = 'Content-Security-Policy';

interface PolicyOptions {
  /** The ad provider's hosts: only the app's pages that may show an ad (ADR 033). */
  ads?: boolean;
  /** Razorpay Checkout's hosts: only /payment-gateway, when Razorpay is configured (ADR 031). */
  razorpay?: boolean;
  /**
   * The demo's worker (ADR 038): it compiles PGlite's WebAssembly, which script-src 'self' alone
   * forbids. Only the demo's own files carry this policy; no page does.
   */
  wasm?: boolean;
}

/**
 * The Content-Security-Policy: no inline script and no framing. The fixed one, on every answer,
 * allows no other host; a page that needs one sends its own, which replaces it
 * (platform/web.ts): a page that may show an ad, and the page that opens Razorpay Checkout.
 */
export function contentSecurityPolicy(opts: PolicyOptions = {}): string {
  const ads = opts.ads ? ADSENSE : NO_ADS;
  const rzp = opts.razorpay ? RAZORPAY : NO_RAZORPAY;
  const frames = [...ads.frame, ...rzp.frame];
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...(opts.wasm ? ["'wasm-unsafe-eval'"] : []), ...ads.script, ...rzp.script],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...ads.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...ads.connect, ...rzp.connect]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return csp.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The OCR worker's own policy (ADR 036): a worker runs under the CSP of the file it was started
 * from, and tesseract compiles WebAssembly, which needs 'wasm-unsafe-eval' (compiling wasm, not
 * running strings as script). Only /assets/ocr/ files get it; pages keep the policy above.
 */
export const OCR_WORKER_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'; base-uri 'none'";

/**
 * Every response's security headers, worked out once per process: the CSP without the ad
 * provider (a page that may show an ad replaces it, platform/web.ts), HSTS in production, and
 * the rest of the set `hono/secure-headers` sends by default.
 */
export function securityHeaderList(opts: { production: boolean }): [string, string][] {
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
    [CSP, contentSecurityPolicy()],
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)'],
  ];
}

/**
 * The page that opens Razorpay Checkout (/payment-gateway): its script and frames allowed, and
 * the bank's pages (3-D Secure, UPI apps) it opens may report back to it.
 */
export const CHECKOUT_PAGE_HEADERS: readonly (readonly [string, string])[] = [
  [CSP, contentSecurityPolicy({ razorpay: true })],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser says comes from another site. Requests with
 * neither header (curl, server-to-server) carry no ambient browser cookies by accident and pass.
 * Called by the API's guard (http/pipeline.ts) before the session is read.
 */
export function refuseCrossSiteWrites(c: Context): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new AppError('CROSS_SITE', 'Requests from other sites are not allowed');
  }
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin && hostOf(origin) !== c.req.header('host')) {
    throw new AppError('CROSS_SITE', 'Requests from other sites are not allowed');
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
