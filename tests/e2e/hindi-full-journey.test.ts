// ADR 026: one new user's whole journey in Hindi, in one browser session against
// the production build. Hindi is chosen on the sign-in page before the account exists; the user
// signs up, adds a medicine with a schedule from Home's quick action, logs a blood pressure
// reading and sees its category, and searches a price on /prices. Every step is checked by the
// Hindi texts the user sees (the msgstr of src/web/locales/hi/messages.po), by <html lang>, by
// what the server stored (the API, with the page's own cookie) or the screen after a reload, and
// by a screenshot at 390x844 and at 320x700 with nothing wider than the screen.
// Price data as in prices-journey: a sheet imported with scripts/ops/import-prices.ts before the
// server starts.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import { noHorizontalScroll, screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';
import { importParacetamolSheet } from './support/prices';
import { makeDataDir } from '../../harness/server';

const WAIT = { timeout: 20_000 };
const POLL = { timeout: 15_000 };
/** The msgstr of 'Medication name, e.g., Paracetamol'. */
const PLACEHOLDER = 'दवा का नाम, जैसे पैरासिटामोल';

const server = useServer(async () => {
  const dataDir = await makeDataDir();
  await importParacetamolSheet(dataDir);
  return { dataDir };
});
const pages = usePhonePages('hindi-full', () => server().url);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until `text` shows in `scope` (the first match: a toast is also read by a live region). */
async function shows(scope: Page | Locator, text: string | RegExp): Promise<void> {
  await scope
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor(WAIT);
}

/** A toast of the app's toaster (Radix renders each toast as a list item). */
function appToast(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ hasText: title });
}

/**
 * Waits until `toast` has closed itself (after 5 s), so that it no longer covers the page in the
 * screenshots. (Clicking its close button could race the toast's own timer on a slow machine.)
 */
async function toastGone(toast: Locator): Promise<void> {
  await toast.waitFor({ state: 'hidden', timeout: 30_000 });
}

/**
 * The step as a phone shows it: a screenshot at 390x844 and at 320x700, neither wider than the
 * screen, with `focus` (when given) scrolled to the middle first and `check` run at each width; back
 * at 390x844 afterwards.
 */
async function atBothWidths(
  page: Page,
  step: string,
  focus?: Locator,
  check?: () => Promise<void>,
): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [320, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    // In the middle of the screen: not under the fixed bottom navigation.
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await noHorizontalScroll(page, `${step} in Hindi`);
    await check?.();
    await screenshot(page, `hindi-full-${step}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Fails when the placeholder of `input` is wider than its box (it would be cut off). */
async function placeholderFits(input: Locator, label: string): Promise<void> {
  const size = await input.evaluate((element: HTMLInputElement) => {
    const box = getComputedStyle(element);
    const text = getComputedStyle(element, '::placeholder');
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = `${text.fontStyle} ${text.fontWeight} ${text.fontSize} ${text.fontFamily}`;
    return {
      text: Math.ceil(context.measureText(element.placeholder).width),
      room: element.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight),
      viewport: window.innerWidth,
    };
  });
  expect(
    size.text,
    `${label}: the placeholder is cut off at ${size.viewport} px (${size.text} px in ${size.room} px)`,
  ).toBeLessThanOrEqual(size.room);
}

interface StoredMedication {
  name: string;
  dosage: string;
  times: string[];
  notation: string | null;
  withFood: boolean;
}

interface StoredReading {
  systolic: number;
  diastolic: number;
  category: string;
}

interface StoredComparison {
  medicationName: string;
  medplusPrice: number | null;
  pharmEasyPrice: number | null;
}

/** GET `path` with the page's cookie: the rows of a list (bare, or under `items`). */
async function rows<T>(page: Page, path: string): Promise<T[]> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  const body = (await res.json()) as unknown;
  return (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as T[];
}

describe('a new user’s whole journey in Hindi', () => {
  it(
    'chooses हिन्दी, signs up, adds a medicine, logs a BP reading and searches a price, all in Hindi',
    { timeout: 300_000 },
    async () => {
      const page = await pages.newPage();

      // 1. The sign-in page: हिन्दी before there is an account.
      await page.goto('/');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'हिन्दी', disabled: false }).click();
      await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
      expect(await htmlLang(page)).toBe('hi-IN');
      await atBothWidths(page, '01-sign-in');

      // 2. Sign up, in Hindi.
      await page.getByRole('button', { name: 'साइन अप करें', exact: true, disabled: false }).click();
      await page.getByRole('heading', { name: 'खाता बनाएँ' }).waitFor();
      const email = uniqueEmail('hindi-full');
      await page.getByLabel('ईमेल', { exact: true }).fill(email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill('kite-mango-42');
      await page.getByText('पासवर्ड सभी शर्तें पूरी करता है ✓').waitFor();
      await page.getByRole('checkbox', { name: /मेरी उम्र 18 साल/ }).check();
      await atBothWidths(page, '02-sign-up');
      await page.getByRole('button', { name: 'खाता बनाएँ' }).click();

      await page.getByRole('heading', { name: 'झटपट काम' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'प्रोफ़ाइल' }).waitFor();
      await shows(page, 'अभी कोई दवा नहीं — पहली दवा जोड़ें');
      expect(await htmlLang(page)).toBe('hi-IN');
      // The account took the language chosen before it existed.
      const me = await page.request.get('/api/auth/user');
      expect(me.status()).toBe(200);
      expect((await me.json()) as { user: { email: string; language: string } }).toMatchObject({
        user: { email, language: 'hi' },
      });
      await atBothWidths(page, '03-home');
      // Home's price search further down: its Hindi placeholder is not cut off.
      const homeSearch = page.getByRole('searchbox', { name: 'दवा का नाम' });
      await homeSearch.scrollIntoViewIfNeeded();
      expect(await homeSearch.getAttribute('placeholder')).toBe(PLACEHOLDER);
      await atBothWidths(page, '03-home-price-search', homeSearch, () =>
        placeholderFits(homeSearch, 'Home’s price search'),
      );

      // 3. A medicine with a schedule, from Home's quick action.
      await page
        .getByRole('region', { name: 'झटपट काम' })
        .getByRole('button', { name: 'दवा रिमाइंडर' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'दवा जोड़ें' });
      await dialog.waitFor(WAIT);
      await page.waitForURL((url) => url.pathname === '/medications');
      await dialog.getByLabel('दवा का नाम').fill('Amlodipine');
      await dialog.getByLabel('खुराक', { exact: true }).fill('5 mg');
      await dialog.getByLabel('खुराक का कोड').fill('1-0-1 after food');
      const preview = dialog.getByText('दिन में दो बार (1-0-1) · सुबह 8:00, रात 8:00 · खाने के बाद');
      await preview.waitFor();
      await atBothWidths(page, '04-add-medicine', preview);
      await dialog.getByRole('button', { name: 'दवा जोड़ें' }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      const added = appToast(page, 'दवा जोड़ दी गई');
      await added.waitFor(WAIT);
      await toastGone(added);

      const medicine = page.getByRole('article', { name: 'Amlodipine' });
      await medicine.getByText('5 mg · दिन में दो बार (1-0-1)').waitFor(WAIT);
      await medicine.getByText(/^अगली खुराक: (सुबह|रात) 8:00, (आज|कल)$/).waitFor();
      expect(await htmlLang(page)).toBe('hi-IN');
      await atBothWidths(page, '05-medicine-card', medicine);

      // Stored as entered, and still shown in Hindi after a reload.
      expect(await rows<StoredMedication>(page, '/api/medications')).toEqual([
        expect.objectContaining({
          name: 'Amlodipine',
          dosage: '5 mg',
          times: ['08:00', '20:00'],
          notation: '1-0-1',
          withFood: true,
        }),
      ]);
      await page.reload();
      await page.getByRole('heading', { name: 'दवाएँ', exact: true }).waitFor(WAIT);
      await medicine.getByText('5 mg · दिन में दो बार (1-0-1)').waitFor(WAIT);

      // 4. A blood pressure reading, from Home's quick action, and its category.
      await page.getByRole('link', { name: 'होम' }).click();
      await page
        .getByRole('region', { name: 'झटपट काम' })
        .getByRole('link', { name: 'रक्तचाप (BP)' })
        .click();
      await page.getByRole('heading', { name: 'सेहत', level: 1 }).waitFor(WAIT);
      const chip = page.getByRole('group', { name: 'किसका रक्तचाप' }).getByRole('button');
      await expect.poll(() => chip.getAttribute('aria-pressed'), POLL).toBe('true');
      await expect.poll(() => chip.textContent(), POLL).toMatch(/\(आप\)$/);
      await page.getByRole('button', { name: 'रीडिंग दर्ज करें' }).first().click();
      await page.getByLabel('ऊपर वाला नंबर (सिस्टोलिक)').fill('130');
      await page.getByLabel('नीचे वाला नंबर (डायस्टोलिक)').fill('85');
      const formCategory = page.getByText('हाई BP स्टेज 1', { exact: true }).first();
      await formCategory.waitFor(WAIT);
      await atBothWidths(page, '06-bp-form', formCategory);
      await page.getByRole('button', { name: 'रीडिंग सहेजें' }).click();

      const latest = page.getByRole('region', { name: /^सबसे नई रीडिंग/ });
      await latest.getByText('130/85').waitFor(WAIT);
      await toastGone(appToast(page, 'रक्तचाप सहेजा गया'));
      await shows(latest, 'हाई BP स्टेज 1');
      await shows(
        latest,
        'हाई BP (स्टेज 1)। 5 मिनट शांति से बैठकर फिर से जाँचें, और अगर इतना ही ज़्यादा रहे तो अपने डॉक्टर से बात करें।',
      );
      expect(await htmlLang(page)).toBe('hi-IN');
      await atBothWidths(page, '07-bp-latest', latest);

      const self = (await rows<{ id: string; isSelf: boolean }>(page, '/api/family-members')).find(
        (m) => m.isSelf,
      );
      expect(self).toBeDefined();
      expect(
        await rows<StoredReading>(page, `/api/blood-pressure?memberId=${self?.id ?? ''}`),
      ).toEqual([expect.objectContaining({ systolic: 130, diastolic: 85, category: 'stage1' })]);

      // 5. A price search on /prices, its result card in Hindi.
      await page.goto('/prices');
      await page.getByRole('heading', { name: 'दवाओं के दाम', level: 1 }).waitFor(WAIT);
      expect(await htmlLang(page)).toBe('hi-IN');
      const input = page.getByRole('combobox', { name: 'दवा का नाम' });
      expect(await input.getAttribute('placeholder')).toBe(PLACEHOLDER);
      await atBothWidths(page, '08-prices', input, () => placeholderFits(input, '/prices'));
      await input.fill('Paracetamol');
      const suggestions = page.getByRole('listbox', { name: 'दवाओं के सुझाव' });
      await suggestions.getByRole('option').first().waitFor(WAIT);
      await atBothWidths(page, '09-price-suggestions');
      // Escape once the suggestions show, so a late answer cannot reopen them over the button.
      await input.press('Escape');
      await suggestions.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'दाम खोजें' }).click();

      const toast = appToast(page, 'दाम की खोज पूरी हुई');
      await toast.waitFor(WAIT);
      // Two of the three have a price (ADR 040).
      await shows(toast, 'Paracetamol के दाम 3 में से 2 फ़ार्मेसी पर मिले');
      const card = page.getByRole('article', { name: 'Paracetamol' }).first();
      await shows(card, 'सबसे कम दाम: Medplus Mart पर ₹19.75');
      await shows(card, /^₹4\.75 बचाएँ\s+PharmEasy की तुलना में$/);
      const prices = card.getByRole('list', { name: 'Paracetamol के दाम' }).getByRole('listitem');
      await expect.poll(() => prices.count(), POLL).toBe(3);
      await shows(prices.filter({ hasText: 'Medplus Mart' }), 'सबसे सस्ता');
      // The sheet has no Apollo row: no price on file, never "out of stock" (ADR 040).
      const apollo = prices.filter({ hasText: 'Apollo Pharmacy' });
      await shows(apollo, 'दाम दर्ज नहीं');
      await shows(apollo, 'उपलब्ध नहीं');
      await shows(card, 'स्रोत: PMBI / Jan Aushadhi');
      await card
        .getByRole('link', { name: 'PharmEasy पर Paracetamol खोजें (नए टैब में खुलता है)' })
        .waitFor();
      await toastGone(toast);
      await atBothWidths(page, '10-price-card', card);
      await atBothWidths(
        page,
        '10-price-card-generic',
        card.getByText('स्रोत: PMBI / Jan Aushadhi'),
      );

      // Stored, and listed in the history (in Hindi) after a reload.
      expect(await rows<StoredComparison>(page, '/api/price-comparisons')).toEqual([
        expect.objectContaining({
          medicationName: 'Paracetamol',
          medplusPrice: 19.75,
          pharmEasyPrice: 24.5,
        }),
      ]);
      await page.reload();
      const history = page.getByRole('region', { name: 'हाल की खोजें' });
      const past = history.getByRole('article', { name: 'Paracetamol' }).first();
      await shows(past, 'सबसे कम दाम: Medplus Mart पर ₹19.75');
      expect(await htmlLang(page)).toBe('hi-IN');
      await atBothWidths(page, '11-price-history', past);
    },
  );
});
