// What a family sees on a cheap phone: a Devanagari font of the app's own on Hindi
// screens only, and nothing cut off at 390 and 320 px (the Health tabs' member chips, the price
// search's placeholder, the premium plan's name), in English and Hindi.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('looks', () => server().url);

const FONT_FAMILY = 'MedMitra Devanagari';
const WIDTHS = [390, 320] as const;
const HEALTH_TABS = ['blood-pressure', 'sugar-levels', 'weight-height', 'eye-sight'];

/** The font files a page asks for, as they are asked. */
function fontRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || r.url().endsWith('.woff2')) asked.push(r.url());
  });
  return asked;
}

/** The weights of the app's Devanagari font the document has loaded. */
function loadedWeights(page: Page): Promise<string[]> {
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded')
      .map((f) => f.weight);
  }, FONT_FAMILY);
}

/** A new signed-in page, its account in `lang`. */
async function signedIn(prefix: string, lang: 'en' | 'hi'): Promise<Page> {
  const { page, api } = await pages.signedInPage({ prefix });
  if (lang === 'hi')
    expect((await api.request('PATCH', '/api/auth/user', { language: 'hi' })).status).toBe(200);
  return page;
}

describe('the Devanagari font', () => {
  it('is never fetched on an English screen, and is fetched and loaded on a Hindi one', async () => {
    const page = await pages.newPage();
    const asked = fontRequests(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // The language switch itself says हिन्दी on the English page: still no font.
    await page.getByRole('button', { name: 'हिन्दी', disabled: false }).waitFor();
    expect(await loadedWeights(page)).toEqual([]);
    expect(asked).toEqual([]);

    await page.getByRole('button', { name: 'हिन्दी', disabled: false }).click();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    await expect.poll(() => loadedWeights(page), { timeout: 15_000 }).toContain('400');
    expect(asked.some((url) => /\/assets\/fonts\/[^/]+\.woff2$/.test(url))).toBe(true);
    await screenshot(page, 'looks-hindi-sign-in-font');

    // Offline, a Hindi screen still has it: the service worker keeps it once it is fetched
    // through it (a runtime cache: English installs never download it).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    const cached = () =>
      page.evaluate(async () => {
        const cache = await caches.open('medmitra-fonts');
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
    await expect
      .poll(cached, { timeout: 15_000 })
      .toContain('/assets/fonts/noto-sans-devanagari-400-v1.woff2');
  });

  it('is fetched on a public page in Hindi, not in English', async () => {
    const page = await pages.newPage();
    const asked = fontRequests(page);
    await page.goto('/medicine-reminder');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await loadedWeights(page)).toEqual([]);
    expect(asked).toEqual([]);

    await page.goto('/medicine-reminder?lang=hi');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => loadedWeights(page), { timeout: 15_000 }).toContain('400');
    expect(asked.length).toBeGreaterThan(0);
  });
});

/** Whether the element's right edge is inside the viewport. */
async function rightEdgeInside(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector}: not on screen`);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, selector).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} at ${width} px`).toBeLessThanOrEqual(width);
}

/** The input's placeholder, in the placeholder's own font, fits the input's text box. */
function placeholderFits(page: Page, selector: string): Promise<{ text: number; box: number }> {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input, '::placeholder');
    const own = getComputedStyle(input);
    const probe = document.createElement('span');
    probe.textContent = input.placeholder;
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      whiteSpace: 'pre',
      font: style.font,
      letterSpacing: style.letterSpacing,
    });
    document.body.append(probe);
    const text = probe.scrollWidth;
    probe.remove();
    const box = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return { text, box };
  });
}

/** The element shows on one line: no taller than one line of its own text. */
async function oneLine(page: Page, selector: string): Promise<void> {
  const { height, line } = await page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return { height: el.getBoundingClientRect().height, line: parseFloat(style.lineHeight) };
  });
  expect(height, `${selector} wraps`).toBeLessThan(line * 1.5);
}

describe.each(['en', 'hi'] as const)('nothing cut off at 390 and 320 px, in %s', (lang) => {
  it('the Add family member chip on every Health tab', async () => {
    const page = await signedIn(`chips-${lang}`, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 320 ? 700 : 844 });
      for (const tab of HEALTH_TABS) {
        await page.goto(`/health?tab=${tab}`);
        const chip = page.locator('main a[href="/family"]').first();
        await chip.waitFor({ timeout: 20_000 });
        await rightEdgeInside(page, 'main a[href="/family"]');
        if (tab === 'blood-pressure') await screenshot(page, `looks-health-chips-${lang}-${width}`);
      }
    }
  });

  it('the price search placeholder and the premium plan’s name', async () => {
    const page = await signedIn(`fit-${lang}`, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 320 ? 700 : 844 });
      await page.goto('/prices');
      const input = page.locator('main input[role="combobox"]').first();
      await input.waitFor({ timeout: 20_000 });
      const fit = await placeholderFits(page, 'main input[role="combobox"] >> nth=0');
      expect(fit.text, `placeholder at ${width} px`).toBeLessThanOrEqual(fit.box);
      await screenshot(page, `looks-prices-${lang}-${width}`);

      await page.goto('/');
      const home = page.locator('#home-price-search');
      await home.waitFor({ timeout: 20_000 });
      const homeFit = await placeholderFits(page, '#home-price-search');
      expect(homeFit.text, `Home's placeholder at ${width} px`).toBeLessThanOrEqual(homeFit.box);

      await page.goto('/subscribe');
      await page.locator('#plan-title').waitFor({ timeout: 20_000 });
      await oneLine(page, '#plan-title');
      await screenshot(page, `looks-subscribe-${lang}-${width}`);
    }
  });
});
