// Under Node the fixed response headers go straight onto Node's response instead of through the
// answer's Headers (ADR 024). The answers a real socket carries must have the same headers, with
// the same values, as the app's own answers (`app.request`, the path every other test uses).
import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/http/session';
import { allowAds } from '@server/platform/web';
import { createTestContext, signUp, testConfig, type TestContext } from '../../harness/test-app';

const SANDBOX = "default-src 'none'; sandbox";
const AD_PUBLISHER = 'ca-pub-1234567890123456';
let ctx: TestContext;
let server: Server;
let base: string;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext({
    // With a publisher: API answers keep the fixed CSP, a page that may show an ad sets its own.
    config: testConfig({ adsensePublisherId: AD_PUBLISHER }),
    web: async (c) => {
      if (c.req.path === '/own-csp') {
        return new Response('file', {
          headers: { 'content-security-policy': SANDBOX, 'content-type': 'text/plain' },
        });
      }
      if (c.req.path === '/ad-page') allowAds(c);
      return c.html('<p>page</p>');
    },
  });
  cookie = `${SESSION_COOKIE}=${(await signUp(ctx)).cookie}`;
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as Server),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/** What Node adds about the connection and the body's framing, and the per-request id. */
const TRANSPORT = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/** node:http, not fetch: fetch would ask for compressed answers on its own. */
function onSocket(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        for (const v of Array.isArray(value) ? value : [value ?? '']) out.append(name, v);
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: out }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function comparable(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (TRANSPORT.includes(name)) continue;
    out[name] = name === 'x-request-id' && /^[0-9a-f-]{36}$/.test(value) ? '<uuid>' : value;
  }
  return out;
}

const cases: [string, string, string, Record<string, string>, string?][] = [
  ['a JSON answer', 'GET', '/api/auth/user', { cookie: 'session' }],
  [
    'a compressed JSON answer',
    'GET',
    '/api/auth/user',
    { cookie: 'session', 'accept-encoding': 'gzip' },
  ],
  ['a 401', 'GET', '/api/auth/user', {}],
  ['a 404', 'GET', '/api/nope', { cookie: 'session' }],
  ['a 400', 'POST', '/api/auth/signin', { 'content-type': 'application/json' }, '{"email": '],
  ['a cross-site write (403)', 'POST', '/api/auth/signout', { 'sec-fetch-site': 'cross-site' }],
  ['a request id the client sent', 'GET', '/api/healthz', { 'x-request-id': 'abc-123' }],
  ['an HTML page', 'GET', '/some-page', { 'accept-encoding': 'gzip' }],
  ['a Response a handler built with its own CSP', 'GET', '/own-csp', {}],
  ['a page that may show an ad (ADR 033)', 'GET', '/ad-page', { 'accept-encoding': 'gzip' }],
];

describe('headers on a real socket', () => {
  it.each(cases)(
    '%s carries the same headers as the app answers',
    async (_, method, path, h, body) => {
      const headers = { ...h, ...(h.cookie ? { cookie } : {}) };
      const own = await ctx.app.request(path, { method, headers, body });
      await own.arrayBuffer();
      const wire = await onSocket(method, path, headers, body);
      expect(wire.status).toBe(own.status);
      expect(comparable(wire.headers)).toEqual(comparable(own.headers));
      expect(wire.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('keeps a handler’s own CSP and adds the rest of the set on the socket too', async () => {
    const wire = await onSocket('GET', '/own-csp', {});
    expect(wire.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(wire.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets the ad provider in on the ad page only, on the socket too', async () => {
    const ad = await onSocket('GET', '/ad-page', {});
    expect(ad.headers.get('content-security-policy')).toContain(
      'https://pagead2.googlesyndication.com',
    );
    for (const path of ['/some-page', '/api/healthz']) {
      const other = await onSocket('GET', path, {});
      expect(other.headers.get('content-security-policy')).not.toContain('googlesyndication');
    }
  });
});
