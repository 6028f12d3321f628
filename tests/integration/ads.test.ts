// Ads (ADR 033): GET /api/adsense-config gives the publisher to a visitor (the sign-in
// page's slot) and a free account, never to a premium one; the CSP lets the ad provider in only
// when a publisher is configured, and only on the app's pages that may show an ad.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/http/session';
import { razorpayProvider } from '@server/features/payments/razorpay';
import { webHandler } from '@server/platform/web';
import { addPrescription, grantPremium } from '../../harness/fixtures';
import { createTestContext, signUp, testConfig, type TestContext } from '../../harness/test-app';

const PUBLISHER = 'ca-pub-1234567890123456';
const PROVIDER = 'https://pagead2.googlesyndication.com';
const INDEX = '<!doctype html><html><head><title>MedMitra</title></head><body></body></html>';

function webDir(): string {
  const web = mkdtempSync(join(tmpdir(), 'mm-ads-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  mkdirSync(join(web, 'prerendered'));
  writeFileSync(join(web, 'prerendered', 'sign-in.html'), '<h2>prerendered sign-in</h2>');
  mkdirSync(join(web, 'public-site'));
  for (const lang of ['en', 'hi']) {
    writeFileSync(join(web, 'public-site', `medicine-reminder.${lang}.html`), `<p>${lang}</p>`);
    writeFileSync(join(web, 'public-site', `not-found.${lang}.html`), '<p>not found</p>');
  }
  writeFileSync(join(web, 'public-site', 'pages.json'), JSON.stringify(['/medicine-reminder']));
  return web;
}

function directive(csp: string | null, name: string): string {
  return (csp ?? '').split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('ads (ADR 033)', () => {
  let web: string;
  let withAds: TestContext;
  let without: TestContext;
  beforeAll(async () => {
    web = webDir();
    withAds = await createTestContext({
      config: testConfig({ adsensePublisherId: PUBLISHER }),
      web: webHandler(web),
    });
    without = await createTestContext({ web: webHandler(web) });
  });
  afterAll(async () => {
    await withAds?.close();
    await without?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const page = async (ctx: TestContext, path: string, cookie?: string) => {
    const res = await ctx.app.request(path, {
      headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
    });
    expect(res.status).toBe(200);
    return res.headers.get('content-security-policy');
  };

  describe('GET /api/adsense-config', () => {
    it('gives the publisher to a visitor and a free account, and null to a premium one', async () => {
      expect((await withAds.call('GET', '/api/adsense-config')).body).toEqual({
        publisherId: PUBLISHER,
      });
      const owner = await signUp(withAds);
      const free = await withAds.call('GET', '/api/adsense-config', { cookie: owner.cookie });
      expect(free.status).toBe(200);
      expect(free.body).toEqual({ publisherId: PUBLISHER });

      await grantPremium(withAds, owner);
      const premium = await withAds.call('GET', '/api/adsense-config', { cookie: owner.cookie });
      expect(premium.status).toBe(200);
      expect(premium.body).toEqual({ publisherId: null });
      // Another account is still free.
      const other = await signUp(withAds);
      expect(
        (await withAds.call('GET', '/api/adsense-config', { cookie: other.cookie })).body,
      ).toEqual({ publisherId: PUBLISHER });
      // A cookie whose session has ended is a visitor, not a 401 (the sign-in page asks).
      const stale = await withAds.call('GET', '/api/adsense-config', { cookie: 'not-a-session' });
      expect(stale.status).toBe(200);
      expect(stale.body).toEqual({ publisherId: PUBLISHER });
    });

    it('answers null to everyone when no publisher is configured', async () => {
      expect((await without.call('GET', '/api/adsense-config')).body).toEqual({
        publisherId: null,
      });
      const owner = await signUp(without);
      expect(
        (await without.call('GET', '/api/adsense-config', { cookie: owner.cookie })).body,
      ).toEqual({ publisherId: null });
    });
  });

  describe('the CSP', () => {
    it("allows the provider on the app's pages for a visitor and a free account", async () => {
      const owner = await signUp(withAds);
      const csps = [
        await page(withAds, '/'),
        await page(withAds, '/forgot-password'),
        await page(withAds, '/medications', 'not-a-live-session'),
        await page(withAds, '/', owner.cookie),
        await page(withAds, '/health', owner.cookie),
      ];
      for (const csp of csps) {
        for (const name of ['script-src', 'img-src', 'frame-src', 'connect-src']) {
          expect(directive(csp, name), `${name} in ${csp}`).toContain(
            name === 'frame-src' ? 'https://googleads.g.doubleclick.net' : PROVIDER,
          );
        }
        expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
        expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
    });

    it("never on a premium account's pages, API answers, the public site, user files or assets", async () => {
      const owner = await signUp(withAds);
      const rx = await addPrescription(withAds, owner);
      await grantPremium(withAds, owner);
      const csps = [
        await page(withAds, '/', owner.cookie),
        await page(withAds, '/profile', owner.cookie),
        await page(withAds, '/medicine-reminder'),
        await page(withAds, '/medicine-reminder', owner.cookie),
        await page(withAds, '/assets/index-abc123.js'),
        (await withAds.call('GET', '/api/adsense-config')).headers.get('content-security-policy'),
        (await withAds.call('GET', '/api/healthz')).headers.get('content-security-policy'),
        (await withAds.call('GET', '/api/auth/user')).headers.get('content-security-policy'),
        (
          await withAds.call('GET', `/api/prescriptions/${rx}/file`, { cookie: owner.cookie })
        ).headers.get('content-security-policy'),
      ];
      for (const csp of csps) {
        expect(csp).toBeTruthy();
        expect(csp).not.toMatch(/googlesyndication|doubleclick|adtrafficquality|google\.com/);
      }
      expect(directive(csps[0] ?? null, 'frame-src')).toBe("frame-src 'none'");
    });

    it('allows Razorpay Checkout only on /payment-gateway, and only with Razorpay configured', async () => {
      const razorpay = await createTestContext({
        web: webHandler(web),
        payments: {
          provider: razorpayProvider({
            keyId: 'rzp_test_Abc',
            keySecret: 'secret',
            apiUrl: 'http://127.0.0.1:9',
            logger: { info() {}, warn() {}, error() {} },
          }),
          webhookSecret: 'whsec',
        },
      });
      try {
        const owner = await signUp(razorpay);
        const gateway = await razorpay.app.request('/payment-gateway', {
          headers: { cookie: `${SESSION_COOKIE}=${owner.cookie}` },
        });
        expect(directive(gateway.headers.get('content-security-policy'), 'script-src')).toContain(
          'https://checkout.razorpay.com',
        );
        expect(gateway.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
        for (const path of ['/', '/subscribe', '/payment-success']) {
          const csp = await page(razorpay, path, owner.cookie);
          expect(csp, path).not.toContain('razorpay');
        }
        const api = await razorpay.call('GET', '/api/subscription', { cookie: owner.cookie });
        expect(api.headers.get('content-security-policy')).not.toContain('razorpay');
        // The test gateway's server: nowhere.
        const plain = await signUp(without);
        expect(await page(without, '/payment-gateway', plain.cookie)).not.toContain('razorpay');
      } finally {
        await razorpay.close();
      }
    });

    it('allows it nowhere when no publisher is configured', async () => {
      const owner = await signUp(without);
      const csps = [
        await page(without, '/'),
        await page(without, '/', owner.cookie),
        await page(without, '/medications', owner.cookie),
        await page(without, '/medicine-reminder'),
        (await without.call('GET', '/api/adsense-config')).headers.get('content-security-policy'),
      ];
      for (const csp of csps) {
        expect(csp).toBeTruthy();
        expect(csp).not.toMatch(/googlesyndication|doubleclick|adtrafficquality/);
      }
    });
  });
});
