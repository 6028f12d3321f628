import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@server/env';
import { SESSION_COOKIE } from '@server/http/session';
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
      UPLOAD_QUOTA_MB: 200,
      UPLOADS_PER_HOUR: 30,
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
    expect(() => readEnv({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => readEnv({ UPLOADS_PER_HOUR: 'many' })).toThrow(/UPLOADS_PER_HOUR/);
  });
});

describe('lockDataDir', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-lock-'));
    try {
      const first = await lockDataDir(dir);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(lockDataDir(join(dir, '.'))).rejects.toThrow(`pid ${process.pid}`);
      await first.release();
      const second = await lockDataDir(dir);
      await second.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
  const INDEX = '<!doctype html><title>MedMitra</title>';
  // Any session cookie at all: the choice of page does not look the session up.
  const signedIn = { cookie: `${SESSION_COOKIE}=not-even-a-real-token` };
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'mm-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(
      join(web, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    mkdirSync(join(web, 'prerendered'));
    for (const page of ['sign-in', 'forgot-password', 'reset-password']) {
      writeFileSync(join(web, 'prerendered', `${page}.html`), `<h2>prerendered ${page}</h2>`);
    }
    ctx = await createTestContext({ web: webHandler(web) });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });

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
    const page = await ctx.app.request('/profile', { headers: signedIn });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>MedMitra</title>');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await ctx.app.request('/assets/missing.js')).status).toBe(404);
    expect((await ctx.app.request('/api/nope')).headers.get('content-type')).toMatch(/json/);
  });

  describe('prerendered signed-out pages (ADR 020)', () => {
    const text = async (path: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.request(path, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      return res.text();
    };

    it('gives a visitor without a session cookie the signed-out page of the route', async () => {
      expect(await text('/')).toContain('prerendered sign-in');
      expect(await text('/medications?openDialog=true')).toContain('prerendered sign-in');
      expect(await text('/forgot-password')).toContain('prerendered forgot-password');
      expect(await text(`/reset-password?token=${'t'.repeat(32)}`)).toContain(
        'prerendered reset-password',
      );
    });

    it('gives anyone with a session cookie the plain shell, whatever the cookie is worth', async () => {
      expect(await text('/', signedIn)).toBe(INDEX);
      expect(await text('/forgot-password', signedIn)).toBe(INDEX);
    });

    it('gives the plain shell where no page was prerendered', async () => {
      // The build writes reset-password-incomplete.html; this one was not.
      expect(await text('/reset-password')).toBe(INDEX);
      // Public pages have no content yet: not prerendered.
      expect(await text('/public-privacy-policy')).toBe(INDEX);
    });

    it('does not serve the prerendered files at addresses of their own', async () => {
      expect((await ctx.app.request('/prerendered/sign-in.html')).status).toBe(404);
      // The service worker's copy of the shell.
      expect(await (await ctx.app.request('/index.html')).text()).toBe(INDEX);
    });
  });
});
