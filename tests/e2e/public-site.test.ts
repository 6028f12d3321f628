// The static public site (ADR 028) against the production build: a visitor opens every public
// page with JavaScript off, in English and in Hindi, and reads it and its call to action; no
// script is loaded; axe finds nothing serious; nothing scrolls sideways at 390 or 320 px. The
// language a visitor chose in the app is the public pages' too; any other /public-* path is
// not found (404); a signed-in user sees the pages too, and /period-tracker still takes them to
// the tracker.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROME } from '../../src/web/public-site/chrome';
import { PUBLIC_SITE_PAGES } from '../../src/web/public-site/pages';
import { ApiClient, uniqueEmail } from '../../harness/api';
import {
  collectPageErrors,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPhoneContext,
  noHorizontalScroll,
} from '../../harness/browser';
import { removeDataDir, startServer, type RunningServer } from '../../harness/server';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(pageErrors.splice(0), 'uncaught errors in the page').toEqual([]);
});

/**
 * A phone with JavaScript off; every script the page asks for is recorded. (`withScript`: on,
 * for axe, which cannot run in a page whose timers never fire; the pages have no script anyway.)
 */
async function visitorWithoutScript(
  width = 390,
  withScript = false,
): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: withScript,
    viewport: { width, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  contexts.push(context);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { page, scripts };
}

describe.each(['en', 'hi'] as const)('public pages in %s, JavaScript off', (lang) => {
  it.each(PUBLIC_SITE_PAGES.map((p) => [p.path, p] as const))(
    '%s: its content and its call to action, no script, axe clean',
    async (path, registered) => {
      const { page, scripts } = await visitorWithoutScript();
      const answer = await page.goto(lang === 'hi' ? `${path}?lang=hi` : path);
      expect(answer?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(`${lang}-IN`);
      await page
        .getByRole('heading', { level: 1, name: registered.title[lang], exact: true })
        .waitFor();
      expect(await page.title()).toBe(`${registered.title[lang]} | MedMitra`);
      // The body's own words are on screen (a policy may have no lead paragraph).
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
      if (registered.group !== 'policy') {
        expect((await page.locator('main .lead').first().innerText()).length).toBeGreaterThan(80);
      }
      const cta = page.getByRole('link', { name: CHROME.ctaButton[lang], exact: true });
      await cta.scrollIntoViewIfNeeded();
      expect(await cta.isVisible()).toBe(true);
      expect(await cta.getAttribute('href')).toBe('/');
      expect(scripts, 'the page loads no JavaScript').toEqual([]);
      // Screenshots load (lazily, as they come into view) and are the page's language.
      for (const image of await page.locator('main img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await image.getAttribute('src')).toMatch(new RegExp(`^/assets/\\w+\\.${lang}-`));
      }
      await noHorizontalScroll(page, `${path} (${lang}) at 390 px`);
      const checked = await visitorWithoutScript(390, true);
      await checked.page.goto(lang === 'hi' ? `${path}?lang=hi` : path);
      expect(checked.scripts, 'the page loads no JavaScript').toEqual([]);
      await expectNoSeriousA11yViolations(checked.page, `${path} (${lang})`);

      // The other language is one link away.
      const other = lang === 'en' ? 'hi' : 'en';
      await page.getByRole('link', { name: CHROME.otherLanguageLabel[lang] }).click();
      await page
        .getByRole('heading', { level: 1, name: registered.title[other], exact: true })
        .waitFor();

      const narrow = await visitorWithoutScript(320);
      await narrow.page.goto(lang === 'hi' ? `${path}?lang=hi` : path);
      await noHorizontalScroll(narrow.page, `${path} (${lang}) at 320 px`);
    },
  );

  it('any other /public-* path is the not-found page, with 404', async () => {
    const { page, scripts } = await visitorWithoutScript();
    const answer = await page.goto(`/public-no-such-page${lang === 'hi' ? '?lang=hi' : ''}`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: CHROME.notFoundTitle[lang] }).waitFor();
    expect(scripts).toEqual([]);
    const checked = await visitorWithoutScript(390, true);
    await checked.page.goto(`/public-no-such-page${lang === 'hi' ? '?lang=hi' : ''}`);
    await expectNoSeriousA11yViolations(checked.page, `not found (${lang})`);
  });
});

describe('with the app', () => {
  it('the call to action opens the sign-in page', async () => {
    const { page } = await visitorWithoutScript();
    await page.goto('/weight-loss-tracker');
    await page.getByRole('link', { name: CHROME.ctaButton.en }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('once the service worker controls the app, a public path is still the static page', async () => {
    const context = await newPhoneContext(browser, server.url);
    contexts.push(context);
    const page = await context.newPage();
    collectPageErrors(page, pageErrors);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    const answer = await page.goto('/eye-sight-tracker');
    // From the server (the worker would answer with the app shell, and the app's not-found page).
    expect(answer?.fromServiceWorker()).toBe(false);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Eye sight tracker: every spectacle prescription in one place',
      })
      .waitFor();
    expect(await page.locator('script[src]').count()).toBe(0);
  });

  it('a visitor who chose Hindi in the app reads the public pages in Hindi', async () => {
    const context = await newPhoneContext(browser, server.url);
    contexts.push(context);
    const page = await context.newPage();
    collectPageErrors(page, pageErrors);
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी', disabled: false }).click();
    await page.getByRole('button', { name: 'हिन्दी', pressed: true }).waitFor();
    await page.goto('/medicine-reminder');
    await page.getByRole('heading', { level: 1, name: 'पूरे परिवार के लिए दवा रिमाइंडर' }).waitFor();
    // And back: English chosen on the page itself.
    await page.getByRole('link', { name: CHROME.otherLanguageLabel.hi }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Medicine reminders for the whole family' })
      .waitFor();
  });

  it('a signed-in user sees the public pages, and /period-tracker takes them to the tracker', async () => {
    const api = new ApiClient(server.url);
    expect((await api.signUp(uniqueEmail('public-site'), 'lotus-chai-58')).status).toBe(201);
    const context = await newPhoneContext(browser, server.url);
    contexts.push(context);
    await context.addCookies(api.cookieList().map((c) => ({ ...c, url: server.url })));
    const page = await context.newPage();
    collectPageErrors(page, pageErrors);
    expect((await page.goto('/diabetes-tracker'))?.status()).toBe(200);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Diabetes tracker: blood sugar and HbA1c for the family',
      })
      .waitFor();
    expect((await page.goto('/public-what'))?.status()).toBe(404);
    await page.goto('/period-tracker');
    await page.waitForURL((url) => url.pathname === '/health');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('period-tracker');
  });
});
