// Medicine prices as a new user meets them, in Chromium at 390x844 against the production build
// (PRODUCT §6): a price sheet is imported with `scripts/ops/import-prices.ts` before the
// server starts; an empty name cannot be submitted; a typo still suggests Paracetamol; the
// search for Paracetamol highlights the cheapest pharmacy with the right savings, Apollo Out of
// Stock, the Jan Aushadhi generic with its MRP and attribution, and links that open a new tab;
// ATORVASTATIN (any case) with no pharmacy price answers N/A with the links and the generic;
// the history and Home's Best Prices Today list the searches; axe passes on /prices.
// ADR 040: the toast counts the pharmacies that really have a price; "Out of Stock"
// only where the sheet said so (Apollo's Dolo 650 row), "No price on file" elsewhere, on /prices,
// its history and Home; a brand (Dolo 650) shows its composition, generic and NPPA ceiling; an
// unlisted brand says its composition is unknown.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { signUpInForm, usePhonePages, useServer, type NewRecord } from './support/journey';
import { importParacetamolSheet, importPrices, istDay } from './support/prices';
import { makeDataDir } from '../../harness/server';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

let importOutput = '';
const POLL = { timeout: 15_000 };

// Exact texts of src/web/features/prices and spec §8-9.
const PLACEHOLDER = 'Medication name, e.g., Paracetamol';
const COMPLETE = 'Price Search Complete';
// Two of the three pharmacies have a Paracetamol price (ADR 040: never "across 3" then).
const FOUND_PARACETAMOL = 'Found prices for Paracetamol at 2 of 3 pharmacies';
const BEST = 'Best Price: Medplus Mart at ₹19.75';
const NO_PRICES = 'No pharmacy prices on file yet — check each pharmacy:';
const JAN_AUSHADHI = 'Source: PMBI / Jan Aushadhi';

// The price sheet is imported before the server starts; every test after that makes its own
// account (and, where it is not about the search form, its searches through the API) in its own
// browser context, so any one of them runs alone.
const server = useServer(async () => {
  const dataDir = await makeDataDir();
  importOutput = await importParacetamolSheet(dataDir);
  // Dolo 650: a price at PharmEasy; Apollo's row says out of stock; Medplus Mart has no row.
  const dolo = join(dataDir, 'dolo.csv');
  await writeFile(
    dolo,
    [
      'pharmacy,medicine_name,pack,price,in_stock,price_date',
      `PharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,${istDay(-2)}`,
      `Apollo Pharmacy,Dolo 650 Tablet,15 tablets,33.60,out of stock,${istDay(-2)}`,
      '',
    ].join('\n'),
  );
  await importPrices(dataDir, dolo);
  return { dataDir };
});
const pages = usePhonePages('prices', () => server().url);

/** The searches the tests below make on the page, made through the API: the latest last. */
const searches = (): NewRecord[] =>
  ['Paracetamol', 'ATORVASTATIN'].map((medicationName) => ({
    path: '/api/medication-price-search',
    body: { medicationName },
    status: 200,
  }));

/** A new account's page on /prices, with `records` made first. */
async function pricesPage(records: NewRecord[] = []): Promise<Page> {
  const { page } = await pages.signedInPage({ records });
  await page.goto('/prices');
  await page.getByRole('heading', { name: 'Medicine Prices', level: 1 }).waitFor();
  return page;
}

async function shows(scope: Page | Locator, text: string | RegExp): Promise<void> {
  await scope
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ timeout: 20_000 });
}

/** A toast of the app's toaster (Radix: list items in the 'Notifications (F8)' region). */
function appToast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

const nameInput = (page: Page) => page.getByRole('combobox', { name: 'Medication name' });
const submit = (page: Page) => page.getByRole('button', { name: 'Search prices' });

interface SearchAnswer {
  id: string;
  medicationName: string;
  pharmEasyPrice: number | null;
  apolloPrice: number | null;
  medplusPrice: number | null;
  availability: { pharmEasy: boolean; apollo: boolean; medplus: boolean };
  genericAlternative: { name: string; unitSize: string; mrp: number | null; source: string } | null;
}

/** Types `name`, submits, and returns the answer of POST /api/medication-price-search. */
async function search(page: Page, name: string): Promise<SearchAnswer> {
  await nameInput(page).fill(name);
  // Escape closes the suggestions only once they show: pressed sooner, a late answer would open
  // the list over the search button after all.
  const list = page.getByRole('listbox', { name: 'Medicine suggestions' });
  await list.getByRole('option').first().waitFor({ timeout: 20_000 });
  await nameInput(page).press('Escape');
  await list.waitFor({ state: 'hidden' });
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === '/api/medication-price-search',
    { timeout: 30_000 },
  );
  await submit(page).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SearchAnswer;
}

/**
 * Types a name the suggestions may not know (a brand), submits once the suggestions have answered,
 * and returns the answer of POST /api/medication-price-search.
 */
async function searchName(page: Page, name: string): Promise<SearchAnswer> {
  const suggested = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/medicines/search',
    { timeout: 20_000 },
  );
  await nameInput(page).fill(name);
  await suggested;
  const list = page.getByRole('listbox', { name: 'Medicine suggestions' });
  if (await list.isVisible()) {
    await nameInput(page).press('Escape');
    await list.waitFor({ state: 'hidden' });
  }
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === '/api/medication-price-search',
    { timeout: 30_000 },
  );
  await submit(page).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SearchAnswer;
}

/** The result card of a search on /prices: the first article titled `title`. */
const resultCard = (page: Page, title: string | RegExp) =>
  page.getByRole('article', { name: title }).first();

async function expectPharmacyLinks(card: Locator, medicine: string): Promise<void> {
  for (const pharmacy of ['PharmEasy', 'Apollo Pharmacy', 'Medplus Mart']) {
    const link = card.getByRole('link', {
      name: `Search ${medicine} on ${pharmacy} (opens in a new tab)`,
    });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
  }
}

function rupees(n: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
}

describe('medicine prices in Chromium at 390x844', () => {
  it('imported the sheet before the server started', () => {
    expect(importOutput).toMatch(/prices\.csv: 2 rows read, 2 imported into /);
    expect(importOutput).not.toMatch(/rejected/);
  });

  it('signs up; an empty or blank name cannot be submitted; a typo suggests Paracetamol', async () => {
    const page = await pages.newPage();
    await signUpInForm(page, uniqueEmail('prices'), 'jeera-chai-2024');

    await page.goto('/prices');
    await page.getByRole('heading', { name: 'Medicine Prices', level: 1 }).waitFor();
    expect(await nameInput(page).getAttribute('placeholder')).toBe(PLACEHOLDER);
    expect(await submit(page).isDisabled()).toBe(true);
    await nameInput(page).fill('   ');
    expect(await submit(page).isDisabled()).toBe(true);
    await nameInput(page).fill('');
    expect(await submit(page).isDisabled()).toBe(true);

    await nameInput(page).fill('paracetmol');
    const list = page.getByRole('listbox', { name: 'Medicine suggestions' });
    await list
      .getByRole('option')
      .filter({ hasText: /Paracetamol/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await submit(page).isDisabled()).toBe(false);
    await screenshot(page, 'prices-01-typo-suggestions');
  });

  it('finds Paracetamol: Medplus Mart best, savings ₹4.75, Apollo No price on file, the generic', async () => {
    const page = await pricesPage();
    const answer = await search(page, 'Paracetamol');
    expect(answer).toMatchObject({
      medicationName: 'Paracetamol',
      pharmEasyPrice: 24.5,
      apolloPrice: null,
      medplusPrice: 19.75,
      availability: { pharmEasy: true, apollo: false, medplus: true },
    });
    const generic = answer.genericAlternative;
    expect(generic?.source).toBe('PMBI / Jan Aushadhi');
    expect(generic?.mrp).toBeGreaterThan(0);

    const toast = appToast(page, COMPLETE);
    await toast.waitFor({ timeout: 20_000 });
    await shows(toast, FOUND_PARACETAMOL);

    const card = resultCard(page, 'Paracetamol');
    await shows(card, BEST);
    await shows(card, 'Save ₹4.75');
    await shows(card, /^Save ₹4\.75\s+compared with PharmEasy$/);
    const rows = card.getByRole('list', { name: 'Prices for Paracetamol' }).getByRole('listitem');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    const medplus = rows.filter({ hasText: 'Medplus Mart' });
    await shows(medplus, 'Cheapest');
    await shows(medplus, '₹19.75');
    expect(await medplus.getAttribute('class')).toMatch(/ring-emerald/);
    const pharmEasy = rows.filter({ hasText: 'PharmEasy' });
    await shows(pharmEasy, '₹24.50');
    expect(await pharmEasy.getByText('Cheapest').count()).toBe(0);
    // No Apollo row in the sheet: nothing is known, so nothing is claimed (ADR 040).
    const apollo = rows.filter({ hasText: 'Apollo Pharmacy' });
    await shows(apollo, 'No price on file');
    await shows(apollo, 'N/A');
    expect(await card.getByText('Out of Stock').count()).toBe(0);
    if (generic?.mrp != null) {
      await shows(
        card,
        `Generic at Jan Aushadhi Kendra: ${rupees(generic.mrp)} for ${generic.unitSize}`,
      );
      await shows(card, generic.name);
    }
    await shows(card, JAN_AUSHADHI);
    await expectPharmacyLinks(card, 'Paracetamol');
    await screenshot(page, 'prices-02-paracetamol');
  });

  it('searches ATORVASTATIN: no pharmacy price, N/A with the three links and the generic', async () => {
    const page = await pricesPage();
    const answer = await search(page, 'ATORVASTATIN');
    expect(answer).toMatchObject({
      pharmEasyPrice: null,
      apolloPrice: null,
      medplusPrice: null,
      availability: { pharmEasy: false, apollo: false, medplus: false },
    });
    const generic = answer.genericAlternative;
    expect(generic?.name).toMatch(/atorvastatin/i);
    expect(generic?.source).toBe('PMBI / Jan Aushadhi');

    const card = resultCard(page, /^ATORVASTATIN$/i);
    await shows(card, NO_PRICES);
    const rows = card.getByRole('list', { name: /^Prices for / }).getByRole('listitem');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    await expect.poll(() => rows.filter({ hasText: 'N/A' }).count(), POLL).toBe(3);
    expect(await card.getByText('Cheapest').count()).toBe(0);
    if (generic?.mrp != null) {
      await shows(
        card,
        `Generic at Jan Aushadhi Kendra: ${rupees(generic.mrp)} for ${generic.unitSize}`,
      );
    }
    await shows(card, JAN_AUSHADHI);
    await expectPharmacyLinks(card, answer.medicationName);
    await screenshot(page, 'prices-03-atorvastatin');
  });

  it('lists both searches in the history and on Home’s Best Prices Today', async () => {
    const { page } = await pages.signedInPage({ records: searches() });
    const res = await page.request.get('/api/price-comparisons');
    expect(res.status()).toBe(200);
    const saved = (await res.json()) as { medicationName: string }[];
    expect(saved.map((c) => c.medicationName.toLowerCase())).toEqual([
      'atorvastatin',
      'paracetamol',
    ]);

    await page.goto('/prices');
    const history = page.getByRole('region', { name: 'Recent searches' });
    await history.waitFor();
    await history
      .getByRole('article', { name: /^atorvastatin$/i })
      .first()
      .waitFor({ timeout: 20_000 });
    await history
      .getByRole('article', { name: 'Paracetamol' })
      .first()
      .waitFor({ timeout: 20_000 });

    await page.goto('/');
    const best = page.getByRole('region', { name: 'Best Prices Today' });
    await best.waitFor({ timeout: 20_000 });
    const cards = best.getByRole('article');
    await expect.poll(() => cards.count(), POLL).toBe(2);
    await shows(best.getByRole('article', { name: 'Paracetamol' }), BEST);
    await best
      .getByRole('article', { name: /^atorvastatin$/i })
      .first()
      .waitFor();
    await screenshot(page, 'prices-04-home');
  });

  it('keeps the typed name when Escape is pressed in Home’s price search', async () => {
    const { page } = await pages.signedInPage();
    await page.goto('/');
    const input = page.getByRole('searchbox', { name: 'Medication name' });
    await input.fill('Paracetamol');
    await input.press('Escape');
    expect(await input.inputValue()).toBe('Paracetamol');
    expect(await page.getByRole('button', { name: 'Search prices' }).isEnabled()).toBe(true);
  });

  it('searches a price in Hindi: form, toast and card in Hindi; Home’s price cards too', async () => {
    const { page } = await pages.signedInPage();
    const res = await page.request.patch('/api/auth/user', { data: { language: 'hi' } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/prices');
    await page.getByRole('heading', { name: 'दवाओं के दाम', level: 1 }).waitFor();
    const input = page.getByRole('combobox', { name: 'दवा का नाम' });
    expect(await input.getAttribute('placeholder')).toBe('दवा का नाम, जैसे पैरासिटामोल');
    await input.fill('Paracetamol');
    const list = page.getByRole('listbox', { name: 'दवाओं के सुझाव' });
    await list.getByRole('option').first().waitFor({ timeout: 20_000 });
    await input.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'दाम खोजें' }).click();

    const toast = appToast(page, 'दाम की खोज पूरी हुई');
    await toast.waitFor({ timeout: 20_000 });
    await shows(toast, 'Paracetamol के दाम 3 में से 2 फ़ार्मेसी पर मिले');
    const card = resultCard(page, 'Paracetamol');
    await shows(card, 'सबसे कम दाम: Medplus Mart पर ₹19.75');
    await shows(card, /^₹4\.75 बचाएँ\s+PharmEasy की तुलना में$/);
    const rows = card.getByRole('list', { name: 'Paracetamol के दाम' }).getByRole('listitem');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    await shows(rows.filter({ hasText: 'Medplus Mart' }), 'सबसे सस्ता');
    const apollo = rows.filter({ hasText: 'Apollo Pharmacy' });
    await shows(apollo, 'दाम दर्ज नहीं');
    await shows(apollo, 'उपलब्ध नहीं');
    await shows(card, 'स्रोत: PMBI / Jan Aushadhi');
    expect(
      await card
        .getByRole('link', { name: 'PharmEasy पर Paracetamol खोजें (नए टैब में खुलता है)' })
        .getAttribute('target'),
    ).toBe('_blank');
    await screenshot(page, 'prices-05-hindi');
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'prices-05-hindi-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/');
    await page.getByRole('heading', { name: 'झटपट काम' }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'आज की प्रगति' }).waitFor();
    const best = page.getByRole('region', { name: 'आज के सबसे कम दाम' });
    await best.waitFor({ timeout: 20_000 });
    await shows(
      best.getByRole('article', { name: 'Paracetamol' }),
      'सबसे कम दाम: Medplus Mart पर ₹19.75',
    );
    await page.getByRole('region', { name: 'दवाओं के दाम खोजें' }).waitFor();
    await screenshot(page, 'prices-06-home-hindi');
  });

  it('Dolo 650: 1 of 3, Out of Stock only where the sheet said so, its composition, generic and ceiling', async () => {
    const page = await pricesPage();
    const answer = await searchName(page, 'Dolo 650');
    expect(answer).toMatchObject({
      pharmEasyPrice: 30.91,
      apolloPrice: null,
      medplusPrice: null,
      availability: { pharmEasy: true, apollo: false, medplus: false },
    });
    const toast = appToast(page, COMPLETE);
    await toast.waitFor({ timeout: 20_000 });
    await shows(toast, 'Found prices for Dolo 650 at 1 of 3 pharmacies');
    await shows(toast, 'Out of stock at Apollo Pharmacy. No price on file at Medplus Mart.');

    const card = resultCard(page, 'Dolo 650');
    await shows(card, 'Dolo 650 contains Paracetamol 650 mg');
    await shows(card, 'Best Price: PharmEasy at ₹30.91');
    const rows = card.getByRole('list', { name: 'Prices for Dolo 650' }).getByRole('listitem');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    await shows(rows.filter({ hasText: 'Apollo Pharmacy' }), 'Out of Stock');
    const medplus = rows.filter({ hasText: 'Medplus Mart' });
    await shows(medplus, 'No price on file');
    await shows(medplus, 'N/A');
    expect(await medplus.getByText('Out of Stock').count()).toBe(0);
    await shows(card, /^Generic at Jan Aushadhi Kendra: ₹[\d.,]+ for /);
    await shows(card, 'Paracetamol Tablets IP 650 mg');
    await shows(card, /^Government ceiling: ₹2\.05 per tablet \+ GST/);
    await screenshot(page, 'prices-07-brand');
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'prices-07-brand-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.setViewportSize({ width: 390, height: 844 });

    // The history and Home's Best Prices say the same of each pharmacy.
    await page.reload();
    const history = page.getByRole('region', { name: 'Recent searches' });
    const saved = history.getByRole('article', { name: 'Dolo 650' }).first();
    await shows(saved.getByRole('listitem').filter({ hasText: 'Apollo Pharmacy' }), 'Out of Stock');
    await shows(
      saved.getByRole('listitem').filter({ hasText: 'Medplus Mart' }),
      'No price on file',
    );
    await page.goto('/');
    const home = page.getByRole('region', { name: 'Best Prices Today' });
    const homeCard = home.getByRole('article', { name: 'Dolo 650' });
    await shows(
      homeCard.getByRole('listitem').filter({ hasText: 'Apollo Pharmacy' }),
      'Out of Stock',
    );
    const homeMedplus = homeCard.getByRole('listitem').filter({ hasText: 'Medplus Mart' });
    await shows(homeMedplus, 'No price on file');
    expect(await homeMedplus.getByText('Out of Stock').count()).toBe(0);
    await homeCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'prices-08-home-brand');
  });

  it('an unlisted brand: no pharmacy prices on file, composition unknown', async () => {
    const page = await pricesPage();
    const answer = await searchName(page, 'Saridon');
    expect(answer.genericAlternative).toBeNull();
    const toast = appToast(page, COMPLETE);
    await toast.waitFor({ timeout: 20_000 });
    await shows(toast, 'No pharmacy prices on file for Saridon yet');
    await shows(
      toast,
      "No pharmacy has a price for it right now. Each pharmacy's own page is linked.",
    );
    const card = resultCard(page, 'Saridon');
    await shows(
      card,
      'Composition unknown: no generic or government ceiling price is shown for it.',
    );
    const rows = card.getByRole('list', { name: 'Prices for Saridon' }).getByRole('listitem');
    await expect.poll(() => rows.filter({ hasText: 'No price on file' }).count(), POLL).toBe(3);
    expect(await card.getByText('Out of Stock').count()).toBe(0);
  });

  it('passes axe on /prices', async () => {
    const page = await pricesPage(searches());
    await page
      .getByRole('region', { name: 'Recent searches' })
      .getByRole('article')
      .first()
      .waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, '/prices');
  });
});
