import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, testConfig, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('HTTP edges', () => {
  it('an unknown API path is a JSON 404', async () => {
    const res = await ctx.call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'NOT_FOUND',
      message: 'No such API endpoint: GET /api/does-not-exist',
    });
  });

  it('malformed JSON is a 400 with a message, never a 500', async () => {
    const res = await ctx.call('POST', '/api/auth/signin', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('a body that is not JSON at all is a 400', async () => {
    const res = await ctx.call('POST', '/api/auth/signin', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await ctx.call('POST', '/api/auth/signin', {
      json: { email: 'a@b.co', password: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
  });

  it('refuses writes that a browser says come from another site', async () => {
    const { cookie } = await signUp(ctx);
    const cross = await ctx.call('POST', '/api/auth/signout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body).toMatchObject({ code: 'CROSS_SITE' });
    const origin = await ctx.call('POST', '/api/auth/signout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(origin.status).toBe(403);
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    const same = await ctx.call('POST', '/api/auth/signout', {
      cookie,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
  });

  it('sends the security headers, HSTS in production, and no-store on API answers', async () => {
    const res = await ctx.call('GET', '/api/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('a Response a handler builds itself still gets the security headers, keeping its own CSP', async () => {
    // The web handler (static files) answers with Responses it makes; the headers the app sets
    // before handlers run (ADR 024) are added to those afterwards.
    const sandbox = "default-src 'none'; sandbox";
    const withWeb = await createTestContext({
      web: async (c) =>
        c.req.path === '/own-csp'
          ? new Response('file', { headers: { 'content-security-policy': sandbox } })
          : new Response('page', { headers: { 'content-type': 'text/html' } }),
    });
    try {
      const page = await withWeb.call('GET', '/some-page');
      expect(page.body).toBe('page');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const file = await withWeb.call('GET', '/own-csp');
      expect(file.headers.get('content-security-policy')).toBe(sandbox);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await withWeb.close();
    }
  });

  it('GET /api/adsense-config answers null without a publisher, and keeps the ad script out of API answers with one', async () => {
    const res = await ctx.call('GET', '/api/adsense-config');
    expect(res.body).toEqual({ publisherId: null });
    const withAds = await createTestContext({
      config: testConfig({
        production: false,
        adsensePublisherId: 'ca-pub-1234567890123456',
      }),
    });
    try {
      const r = await withAds.call('GET', '/api/adsense-config');
      expect(r.body).toEqual({ publisherId: 'ca-pub-1234567890123456' });
      // Only the app's pages that may show an ad allow the provider (tests/integration/ads.test.ts).
      expect(r.headers.get('content-security-policy')).not.toContain(
        'https://pagead2.googlesyndication.com',
      );
      expect(r.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await withAds.close();
    }
  });

  it('an unexpected failure is a 500 with no stack trace', async () => {
    const broken = await createTestContext();
    await broken.database.close();
    try {
      const res = await broken.call('GET', '/api/healthz');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
