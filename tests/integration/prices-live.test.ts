import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PriceSearchResult } from '@core/contract/prices';
import type { PriceDeps } from '@server/deps';
import { importPriceSheet } from '@server/features/prices/import';
import { liveHttpPriceProvider, liveHttpPriceProviders } from '@server/features/prices/live';
import { startFakePharmacy, type FakePharmacy } from './support/fake-pharmacy';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/** Live adapters are built per test on the app's own deps object. */
const prices: PriceDeps = { live: [] };
let ctx: TestContext;
let cookie: string;
const fakes: FakePharmacy[] = [];
const now = () => ctx.now.getTime();

async function fake(mode: FakePharmacy['mode'] = 'answer') {
  const f = await startFakePharmacy(mode);
  fakes.push(f);
  return f;
}

beforeAll(async () => {
  ctx = await createTestContext({ prices });
  ({ cookie } = await signUp(ctx));
  await importPriceSheet(
    ctx.database.db,
    `pharmacy,medicine_name,pack,price,in_stock,price_date
pharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,2026-11-20
apollo,Dolo 650 Tablet,15 tablets,33.60,yes,2026-11-18
`,
    { fileName: 'sheet.csv', today: '2026-11-22' },
  );
});
afterEach(async () => {
  prices.live = [];
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
afterAll(() => ctx.close());

async function search(medicationName: string, dosage: string | null = null) {
  const res = await ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
    cookie,
    json: { medicationName, dosage },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('live price endpoints', () => {
  it('are off unless configured', () => {
    expect(liveHttpPriceProviders({})).toEqual([]);
    expect(
      liveHttpPriceProviders({ apollo: 'http://127.0.0.1:9/p' }).map((p) => p.pharmacy),
    ).toEqual(['apollo']);
  });

  it('win over the sheet, carry their date, and are cached', async () => {
    const pharmEasy = await fake();
    pharmEasy.prices.set('dolo 650', {
      price: 28.5,
      priceDate: '2026-11-21',
      url: 'https://pharmeasy.in/p/dolo',
    });
    pharmEasy.prices.set('crocin advance', { price: 20, priceDate: '2027-01-01' });
    prices.live = [liveHttpPriceProvider({ pharmacy: 'pharmEasy', url: pharmEasy.url, now })];

    const first = await search('Dolo 650', '650 mg');
    expect(first.pharmacies.pharmEasy).toMatchObject({
      price: 28.5,
      available: true,
      priceDate: '2026-11-21',
      source: 'live',
    });
    expect(first.apolloPrice).toBe(33.6); // no live endpoint for Apollo: its sheet price
    expect(pharmEasy.requests).toHaveLength(1);
    expect(pharmEasy.requests[0]?.searchParams.get('name')).toBe('Dolo 650');
    expect(pharmEasy.requests[0]?.searchParams.get('dosage')).toBe('650 mg');

    await search('dolo 650 ', '650 MG');
    expect(pharmEasy.requests).toHaveLength(1);
    ctx.advance(11 * 60_000);
    await search('Dolo 650', '650 mg');
    expect(pharmEasy.requests).toHaveLength(2);

    // A date from the future is not believed: the day of the fetch is.
    const crocin = await search('Crocin Advance');
    expect(crocin.pharmacies.pharmEasy).toMatchObject({ price: 20, priceDate: '2026-11-22' });
  });

  it('a 404 means "not sold": the sheet price is shown instead', async () => {
    const pharmEasy = await fake();
    prices.live = [liveHttpPriceProvider({ pharmacy: 'pharmEasy', url: pharmEasy.url, now })];
    const res = await search('Dolo 650');
    expect(res.pharmacies.pharmEasy).toMatchObject({ price: 30.91, source: 'catalog' });
    expect(pharmEasy.requests).toHaveLength(1);
  });

  it('with every provider down the search still answers: nulls, false, links', async () => {
    const [down, hung, garbled] = await Promise.all([fake('fail'), fake('hang'), fake('bad-json')]);
    prices.live = [
      liveHttpPriceProvider({ pharmacy: 'pharmEasy', url: down.url, now }),
      liveHttpPriceProvider({ pharmacy: 'apollo', url: hung.url, now, timeoutMs: 300 }),
      liveHttpPriceProvider({ pharmacy: 'medplus', url: garbled.url, now }),
    ];
    const res = await search('Amlodipine');
    expect(res).toMatchObject({
      pharmEasyPrice: null,
      apolloPrice: null,
      medplusPrice: null,
      availability: { pharmEasy: false, apollo: false, medplus: false },
      genericAlternative: { name: 'Amlodipine Tablet IP 10mg', mrp: 10.32 },
    });
    expect(res.pharmacies.pharmEasy.searchUrl).toBe(
      'https://pharmeasy.in/search/all?name=Amlodipine',
    );
    expect(res.pharmacies.apollo.searchUrl).toBe(
      'https://www.apollopharmacy.in/search-medicines/Amlodipine',
    );
    expect(res.pharmacies.medplus.searchUrl).toBe(
      'https://www.medplusmart.com/searchAll/Amlodipine',
    );
    for (const f of [down, hung, garbled]) expect(f.requests).toHaveLength(1);

    // A broken live endpoint does not hide the sheet's price.
    const dolo = await search('Dolo 650');
    expect(dolo).toMatchObject({ pharmEasyPrice: 30.91, apolloPrice: 33.6, medplusPrice: null });
  });

  it('the breaker opens after 3 failures, sends nothing while open, then one trial', async () => {
    const pharmEasy = await fake('fail');
    const provider = liveHttpPriceProvider({
      pharmacy: 'pharmEasy',
      url: pharmEasy.url,
      now,
      failureThreshold: 3,
      cooldownMs: 30_000,
    });
    prices.live = [provider];

    for (const name of ['Aspirin', 'Aspirin', 'Metformin']) await search(name);
    expect(pharmEasy.requests).toHaveLength(3);
    expect(provider.breaker.state).toBe('open');

    for (const name of ['Aspirin', 'Telmisartan', 'Dolo 650']) {
      const res = await search(name);
      expect(res.pharmacies.pharmEasy.searchUrl).toContain('pharmeasy.in');
    }
    expect(pharmEasy.requests).toHaveLength(3);
    // Open, the sheet still answers for PharmEasy.
    expect((await search('Dolo 650')).pharmEasyPrice).toBe(30.91);

    ctx.advance(29_000);
    await search('Aspirin');
    expect(pharmEasy.requests).toHaveLength(3);
    ctx.advance(2_000);
    await search('Aspirin'); // the one trial: it fails, so the breaker opens again
    expect(pharmEasy.requests).toHaveLength(4);
    expect(provider.breaker.state).toBe('open');
    await search('Aspirin');
    expect(pharmEasy.requests).toHaveLength(4);

    pharmEasy.mode = 'answer';
    pharmEasy.prices.set('aspirin', { price: 4.2 });
    ctx.advance(31_000);
    const healed = await search('Aspirin');
    expect(healed.pharmacies.pharmEasy).toMatchObject({ price: 4.2, source: 'live' });
    expect(provider.breaker.state).toBe('closed');
    await search('Metformin');
    expect(pharmEasy.requests).toHaveLength(6);
  });
});
