import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@server/env';
import { DataDirInUseError, lockDataDir } from '@server/platform/data-dir-lock';
import { scryptHasher } from '@server/platform/passwords';
import { webHandler } from '@server/platform/web';
import { createTestContext, type TestContext } from './support/test-app';

describe('readEnv', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      NODE_ENV: 'production',
      APP_URL: 'http://localhost:5000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
  it('names the bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => readEnv({ ADSENSE_PUBLISHER_ID: 'pub-1' })).toThrow(/ADSENSE_PUBLISHER_ID/);
  });
});

describe('lockDataDir', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-lock-'));
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(lockDataDir(join(dir, '.'))).rejects.toThrow(`pid ${process.pid}`);
    await first.release();
    const second = await lockDataDir(dir);
    await second.release();
  });
});

describe('scryptHasher', () => {
  it('verifies the right password only, and rejects a corrupt hash', async () => {
    const h = await scryptHasher.hash('Namaste-123');
    expect(await scryptHasher.verify('Namaste-123', h)).toBe(true);
    expect(await scryptHasher.verify('namaste-123', h)).toBe(false);
    expect(await scryptHasher.verify('Namaste-123', 'bcrypt$x')).toBe(false);
    expect(await scryptHasher.verify('Namaste-123', h.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
  });
});

describe('webHandler', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'mm-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>MedMitra</title>');
    writeFileSync(
      join(web, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    ctx = await createTestContext({ web: webHandler(web) });
  });
  afterAll(() => ctx.close());

  it('caches hashed assets forever, and compresses them', async () => {
    const res = await ctx.app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates the service worker and the page', async () => {
    expect((await ctx.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const page = await ctx.app.request('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with index.html, but a missing asset with 404', async () => {
    const page = await ctx.app.request('/profile');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>MedMitra</title>');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await ctx.app.request('/assets/missing.js')).status).toBe(404);
    expect((await ctx.app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });
});
