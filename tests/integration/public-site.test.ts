// ADR 028: the server sends a public path's static page whatever the session (signed-in
// /period-tracker excepted: spec §2 redirects it to the tracker, which the app does), the
// site's not-found page with 404 for any other /public-* path, the language a visitor asked
// for, and /sitemap.xml and /robots.txt naming every page in both languages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '@core/routes/public-site';
import { SESSION_COOKIE } from '@server/http/session';
import { webHandler } from '@server/platform/web';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const INDEX = '<!doctype html><html><head><title>MedMitra</title></head><body></body></html>';
const PAGES = ['/medicine-reminder', '/period-tracker', '/diabetes-tracker'];
const ORIGIN = 'http://localhost:5000';

describe('the static public site (ADR 028)', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'mm-site-'));
    writeFileSync(join(web, 'index.html'), INDEX);
    mkdirSync(join(web, 'prerendered'));
    writeFileSync(join(web, 'prerendered', 'sign-in.html'), '<h2>prerendered sign-in</h2>');
    mkdirSync(join(web, 'public-site'));
    for (const path of PAGES) {
      for (const lang of ['en', 'hi']) {
        writeFileSync(
          join(web, 'public-site', `${path.slice(1)}.${lang}.html`),
          `<html lang="${lang}"><link rel="canonical" href="${ORIGIN_PLACEHOLDER}${path}"/>${path} ${lang}</html>`,
        );
      }
    }
    writeFileSync(join(web, 'public-site', 'not-found.en.html'), '<p>site not found en</p>');
    writeFileSync(join(web, 'public-site', 'not-found.hi.html'), '<p>site not found hi</p>');
    writeFileSync(join(web, 'public-site', 'pages.json'), JSON.stringify(PAGES));
    ctx = await createTestContext({ web: webHandler(web) });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(path, { headers });
    return { res, status: res.status, text: await res.text() };
  };
  const stale = { cookie: `${SESSION_COOKIE}=not-a-live-session` };

  it('sends each page whatever the session, with the server address in its links', async () => {
    const owner = await signUp(ctx);
    for (const headers of [{}, stale, { cookie: `${SESSION_COOKIE}=${owner.cookie}` }]) {
      const page = await get('/medicine-reminder', headers);
      expect(page.status).toBe(200);
      expect(page.text).toContain('/medicine-reminder en');
      expect(page.text).toContain(`href="${ORIGIN}/medicine-reminder"`);
      expect(page.text).not.toContain(ORIGIN_PLACEHOLDER);
      expect(page.res.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.res.headers.get('cache-control')).toBe('no-cache');
      expect(page.res.headers.get('vary')).toMatch(/cookie/i);
      expect(page.res.headers.get('vary')).toMatch(/accept-language/i);
      expect(page.res.headers.get('content-language')).toBe('en-IN');
    }
  });

  it('sends /period-tracker to a visitor, and the app to a signed-in user (spec §2 redirect)', async () => {
    expect((await get('/period-tracker')).text).toContain('/period-tracker en');
    // A cookie whose session has ended is a visitor.
    expect((await get('/period-tracker', stale)).text).toContain('/period-tracker en');
    const owner = await signUp(ctx);
    const signedIn = await get('/period-tracker', { cookie: `${SESSION_COOKIE}=${owner.cookie}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('<title>MedMitra</title>');
    expect(signedIn.text).toContain('id="mm-account"');
  });

  it('answers any other public path with the not-found page and 404, signed in or not', async () => {
    const owner = await signUp(ctx);
    for (const headers of [
      {} as Record<string, string>,
      { cookie: `${SESSION_COOKIE}=${owner.cookie}` },
    ]) {
      for (const path of ['/public-anything', '/public-privacy-policy', '/public-']) {
        const page = await get(path, headers);
        expect(page.status, path).toBe(404);
        expect(page.text).toBe('<p>site not found en</p>');
      }
    }
    const hindi = await get('/public-nothing?lang=hi');
    expect(hindi.status).toBe(404);
    expect(hindi.text).toBe('<p>site not found hi</p>');
  });

  it('chooses Hindi by ?lang=hi, the remembered choice, or the browser; ?lang=en wins', async () => {
    const hi = async (path: string, headers: Record<string, string> = {}) => {
      const page = await get(path, headers);
      expect(page.status).toBe(200);
      return page.text.includes('/diabetes-tracker hi');
    };
    expect(await hi('/diabetes-tracker?lang=hi')).toBe(true);
    expect(await hi('/diabetes-tracker', { cookie: 'mm_language=hi' })).toBe(true);
    expect(await hi('/diabetes-tracker', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(
      true,
    );
    expect(await hi('/diabetes-tracker?lang=en', { cookie: 'mm_language=hi' })).toBe(false);
    expect(
      await hi('/diabetes-tracker', { cookie: 'mm_language=en', 'accept-language': 'hi' }),
    ).toBe(false);
    expect(await hi('/diabetes-tracker')).toBe(false);
    const res = await ctx.app.request('/diabetes-tracker?lang=hi');
    expect(res.headers.get('content-language')).toBe('hi-IN');
  });

  it('leaves the app its own paths, and gives the site files no address of their own', async () => {
    expect((await get('/')).text).toContain('prerendered sign-in');
    expect((await get('/public-site/medicine-reminder.en.html')).status).toBe(404);
    expect((await get('/public-site/pages.json')).status).toBe(404);
  });

  it('lists every page in both languages in /sitemap.xml, with its alternates', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.res.headers.get('content-type')).toMatch(/application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      PAGES.flatMap((p) => [`${ORIGIN}${p}`, `${ORIGIN}${p}?lang=hi`]).sort(),
    );
    expect(sitemap.text).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/period-tracker?lang=hi"/>`,
    );
    expect(sitemap.text).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/period-tracker"/>`,
    );
  });

  it('lets crawlers read the pages in /robots.txt, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.res.headers.get('content-type')).toMatch(/text\/plain/);
    for (const path of PAGES) {
      expect(robots.text).toContain(`Allow: ${path}\n`);
      expect(robots.text).toContain(`Allow: ${path}?lang=hi\n`);
    }
    expect(robots.text).toContain('Disallow: /\n');
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
