import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '@server/env';
import { paymentDeps, testGatewaySecret } from '@server/platform/payment-secrets';
import { CHECKOUT_PAGE_HEADERS, securityHeaderList } from '@server/http/security';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mm-pay-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const logger = { info() {}, warn() {}, error() {} };
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_Abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

describe('payment configuration', () => {
  it('makes the test gateway secret once into DATA_DIR, readable by this user only', async () => {
    const dir = tempDir();
    const first = await testGatewaySecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, 'test-gateway-secret')).mode & 0o777).toBe(0o600);
    expect(await testGatewaySecret(dir)).toBe(first);
    expect(await testGatewaySecret(tempDir())).not.toBe(first);
  });

  it('refuses some but not all of the Razorpay variables', () => {
    expect(() => readEnv({ RAZORPAY_KEY_ID: 'rzp_live_Abc' })).toThrow(/RAZORPAY_KEY_ID: set/);
    expect(() =>
      readEnv({ RAZORPAY_KEY_ID: 'rzp_live_Abc', RAZORPAY_KEY_SECRET: 'secret' }),
    ).toThrow(/Invalid configuration/);
    expect(readEnv(KEYS).RAZORPAY_WEBHOOK_SECRET).toBe('whsec');
    expect(readEnv({}).RAZORPAY_API_URL).toBe('https://api.razorpay.com');
  });

  it('with the keys set (production), uses Razorpay and has no test gateway at all', async () => {
    const env = readEnv({ ...KEYS, NODE_ENV: 'production' });
    const deps = await paymentDeps(env, tempDir(), logger);
    expect(deps.provider.name).toBe('razorpay');
    expect(deps.provider.signTestPayment).toBeUndefined();
    expect(deps.provider.publicKeyId).toBe('rzp_live_Abc');
    expect(deps.webhookSecret).toBe('whsec');
  });

  it('without keys, the test gateway, and no webhook secret', async () => {
    const deps = await paymentDeps(readEnv({}), tempDir(), logger);
    expect(deps.provider.name).toBe('test');
    expect(deps.webhookSecret).toBeNull();
  });

  it('keeps Razorpay out of the fixed CSP; only the checkout page allows it', () => {
    const fixed = new Map(securityHeaderList({ production: true }));
    expect(fixed.get('Content-Security-Policy')).not.toContain('razorpay');
    expect(fixed.get('Content-Security-Policy')).toContain("frame-src 'none'");
    expect(fixed.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    const checkout = new Map(CHECKOUT_PAGE_HEADERS);
    const csp = checkout.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(checkout.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });
});
