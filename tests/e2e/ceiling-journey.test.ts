// The NPPA ceiling price beside every price (ADR 035), in Chromium at 390x844 on
// the production build, whose database has the ceilings from migration 0015 (no import, no
// live adapter): "Paracetamol 650" and "Telmisartan 40" show the Jan Aushadhi generic and the
// ceiling with its S.O. number and date; a pharmacy's sheet price above the ceiling plus GST is
// said plainly with the Pharma Jan Samadhan link; "Dolo 650" (no NLEM entry) shows none; the
// medicines on /medications and the member page show theirs; the same in Hindi; axe passes.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages, useServer, type NewRecord } from './support/journey';
import { importPrices, istDay } from './support/prices';
import { makeDataDir } from '../../harness/server';

const POLL = { timeout: 20_000 };
const PARACETAMOL_CEILING =
  'Government ceiling: ₹2.05 per tablet + GST (NPPA, S.O. 1575(E), 25 Mar 2026)';
const TELMISARTAN_CEILING =
  'Government ceiling: ₹6.92 per tablet + GST (NPPA, S.O. 1575(E), 25 Mar 2026)';
const ABOVE = 'Above the government ceiling: at most ₹30.75 + GST for 15 tablets.';
const COMPLAIN = 'Report it to NPPA on Pharma Jan Samadhan (opens in a new tab)';

// Apollo's Paracetamol 650, 15 tablets at ₹45.00: above ₹30.75 + 12% GST (₹34.44).
const server = useServer(async () => {
  const dataDir = await makeDataDir();
  const sheet = join(dataDir, 'prices.csv');
  await writeFile(
    sheet,
    [
      'pharmacy,medicine_name,pack,price,in_stock,price_date',
      `apollo,Paracetamol 650 mg Tablet,15 tablets,45.00,yes,${istDay(-2)}`,
      `medplus,Paracetamol 650 mg Tablet,15 tablets,30.00,yes,${istDay(-2)}`,
      '',
    ].join('\n'),
  );
  await importPrices(dataDir, sheet);
  return { dataDir };
});
const pages = usePhonePages('ceiling', () => server().url);

/** /prices searching `name` (the page searches the address's ?q= once). */
async function searchOnPage(page: Page, name: string): Promise<Locator> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/medication-price-search',
    { timeout: 30_000 },
  );
  await page.goto(`/prices?q=${encodeURIComponent(name)}`);
  expect((await answer).status()).toBe(200);
  const card = page.getByRole('article', { name }).first();
  await card.waitFor(POLL);
  return card;
}

const medicines = (): NewRecord[] => [
  { path: '/api/medications', body: { name: 'Paracetamol', dosage: '650 mg', notation: '1-0-1' } },
  { path: '/api/medications', body: { name: 'Dolo 650', dosage: '1 tablet', notation: '0-0-1' } },
];

describe('the government ceiling price', () => {
  it('"Paracetamol 650": the generic, the ceiling per tablet and per pack, and Apollo above it', async () => {
    const { page } = await pages.signedInPage();
    const card = await searchOnPage(page, 'Paracetamol 650');
    await card.getByText('Paracetamol Tablets IP 650 mg', { exact: true }).waitFor(POLL);
    await card.getByText(PARACETAMOL_CEILING, { exact: true }).waitFor(POLL);
    await card.getByText('Ceiling for 15 tablets: ₹30.75 + GST', { exact: true }).waitFor();
    // Apollo at ₹45.00 is above it; Medplus at ₹30.00 is not.
    const apollo = card.getByRole('listitem').filter({ hasText: 'Apollo Pharmacy' });
    await apollo.getByText(ABOVE, { exact: true }).waitFor();
    const complain = apollo.getByRole('link', { name: COMPLAIN });
    expect(await complain.getAttribute('href')).toBe('https://pharmajansamadhan.gov.in');
    expect(await complain.getAttribute('target')).toBe('_blank');
    expect(await complain.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const medplus = card.getByRole('listitem').filter({ hasText: 'Medplus Mart' });
    expect(await medplus.getByText(ABOVE).count()).toBe(0);
    await noHorizontalScroll(page, '/prices with a ceiling');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'ceiling-01-paracetamol-650');
    await expectNoSeriousA11yViolations(page, '/prices with a ceiling');
  });

  it('"Telmisartan 40": the generic and ₹6.92 a tablet; "Saridon" (composition unknown) none', async () => {
    const { page } = await pages.signedInPage();
    const telmisartan = await searchOnPage(page, 'Telmisartan 40');
    await telmisartan.getByText('Telmisartan Tablets IP 40mg', { exact: true }).waitFor(POLL);
    await telmisartan.getByText(TELMISARTAN_CEILING, { exact: true }).waitFor(POLL);
    await screenshot(page, 'ceiling-02-telmisartan-40');

    // A brand the app cannot read the composition of: no ceiling is guessed (ADR 040). (Dolo
    // 650's composition is known now: its ceiling is paracetamol 650 mg's.)
    const saridon = await searchOnPage(page, 'Saridon');
    await saridon.getByText(/^Composition unknown/).waitFor(POLL);
    expect(await saridon.getByText(/Government ceiling/).count()).toBe(0);
  });

  it('each medicine on /medications and on the member page shows its own, and none without one', async () => {
    const { page, member } = await pages.signedInPage({ records: medicines() });
    await page.goto('/medications');
    const para = page.getByRole('article', { name: 'Paracetamol' });
    await para.getByText(PARACETAMOL_CEILING, { exact: true }).waitFor(POLL);
    const dolo = page.getByRole('article', { name: 'Dolo 650' });
    await dolo.waitFor();
    expect(await dolo.getByText(/Government ceiling/).count()).toBe(0);
    await noHorizontalScroll(page, '/medications with a ceiling');
    await screenshot(page, 'ceiling-03-medications');
    await expectNoSeriousA11yViolations(page, '/medications with a ceiling');

    await page.goto(`/family/${member('self').id}`);
    await page.getByText(PARACETAMOL_CEILING, { exact: true }).waitFor(POLL);
    expect(await page.getByText(/Government ceiling/).count()).toBe(1);
    await page.getByText(PARACETAMOL_CEILING).scrollIntoViewIfNeeded();
    await screenshot(page, 'ceiling-04-member');
  });

  it('in Hindi: the ceiling line, the pack line and the warning are Hindi', async () => {
    const { page, api } = await pages.signedInPage({ records: medicines() });
    expect((await api.request('PATCH', '/api/auth/user', { language: 'hi' })).status).toBe(200);
    const card = await searchOnPage(page, 'Paracetamol 650');
    await card
      .getByText('सरकारी अधिकतम मूल्य: ₹2.05 प्रति गोली + GST (NPPA, S.O. 1575(E), 25 मार्च 2026)')
      .waitFor(POLL);
    await card.getByText('15 गोलियों का अधिकतम मूल्य: ₹30.75 + GST').waitFor();
    await card
      .getByText('सरकारी अधिकतम मूल्य से ज़्यादा: 15 गोलियों के लिए ज़्यादा से ज़्यादा ₹30.75 + GST।')
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'ceiling-05-paracetamol-650-hi');

    await page.goto('/medications');
    await page
      .getByText('सरकारी अधिकतम मूल्य: ₹2.05 प्रति गोली + GST (NPPA, S.O. 1575(E), 25 मार्च 2026)')
      .waitFor(POLL);
    await screenshot(page, 'ceiling-06-medications-hi');
  });
});
