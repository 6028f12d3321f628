// Price words that tell the truth (ADR 040): a pharmacy is "out of stock" only
// when a source said so, otherwise it has no price on file; a brand search shows the generic and
// the NPPA ceiling of its composition when the composition is known, and says when it is not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  priceComparisonSchema,
  priceSearchResultSchema,
  type PriceComparisonItem,
  type PriceSearchResult,
} from '@core/contract/prices';
import type { PriceDeps } from '@server/deps';
import { importPriceSheet } from '@server/features/prices/import';
import { liveHttpPriceProvider } from '@server/features/prices/live';
import { startFakePharmacy, type FakePharmacy } from './support/fake-pharmacy';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const prices: PriceDeps = { live: [] };
let ctx: TestContext;
let cookie: string;
const fakes: FakePharmacy[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ prices });
  ({ cookie } = await signUp(ctx));
  // Apollo's row says out of stock; Medplus Mart has no row for Dolo 650 at all.
  const report = await importPriceSheet(
    ctx.database.db,
    `pharmacy,medicine_name,pack,price,in_stock,price_date
pharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,2026-11-20
apollo,Dolo 650 Tablet,15 tablets,33.60,out of stock,2026-11-19
`,
    { fileName: 'sheet.csv', today: '2026-11-22' },
  );
  expect(report.rejected).toEqual([]);
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
  expect(priceSearchResultSchema.parse(res.body)).toEqual(res.body);
  return res.body;
}

describe('each pharmacy’s status', () => {
  it('out of stock only where the sheet said so; no price on file where nothing is known', async () => {
    const body = await search('Dolo 650');
    // The spec's fields are unchanged.
    expect(body).toMatchObject({
      pharmEasyPrice: 30.91,
      apolloPrice: null,
      medplusPrice: null,
      availability: { pharmEasy: true, apollo: false, medplus: false },
    });
    expect(body.pharmacies.pharmEasy.status).toBe('available');
    expect(body.pharmacies.apollo).toMatchObject({ status: 'outOfStock', priceDate: '2026-11-19' });
    expect(body.pharmacies.medplus).toMatchObject({ status: 'noPrice', priceDate: null });
  });

  it('a live endpoint answering inStock: false is out of stock', async () => {
    const medplus = await startFakePharmacy('answer');
    fakes.push(medplus);
    medplus.prices.set('dolo 650', { price: 29.45, inStock: false, priceDate: '2026-11-21' });
    prices.live = [
      liveHttpPriceProvider({
        pharmacy: 'medplus',
        url: medplus.url,
        now: () => ctx.now.getTime(),
      }),
    ];
    const body = await search('Dolo 650');
    expect(body.medplusPrice).toBeNull();
    expect(body.pharmacies.medplus).toMatchObject({ status: 'outOfStock', source: 'live' });
  });

  it('the history says the same: GET /api/price-comparisons carries each pharmacy’s status', async () => {
    // The earlier searches were saved at the same instant of the test clock: this one is newest.
    ctx.advance(60_000);
    await search('Dolo 650');
    const res = await ctx.call<PriceComparisonItem[]>('GET', '/api/price-comparisons', { cookie });
    expect(res.status).toBe(200);
    const [latest] = res.body;
    expect(priceComparisonSchema.parse(latest)).toEqual(latest);
    expect(latest).toMatchObject({
      medicationName: 'Dolo 650',
      availability: { pharmEasy: true, apollo: false, medplus: false },
      pharmacyStatus: { pharmEasy: 'available', apollo: 'outOfStock', medplus: 'noPrice' },
    });
  });
});

describe('a brand search', () => {
  it('Dolo 650: the Jan Aushadhi generic and the NPPA ceiling of paracetamol 650 mg', async () => {
    const body = await search('Dolo 650');
    expect(body.composition).toEqual({
      brand: 'Dolo 650',
      name: 'Paracetamol 650 mg',
      source: 'brand list',
    });
    expect(body.compositionKnown).toBe(true);
    expect(body.genericAlternative?.name).toMatch(/^Paracetamol\b.*\b650\s*mg/i);
    expect(body.ceilings.length).toBeGreaterThan(0);
    for (const c of body.ceilings) {
      expect(c.formulation).toMatch(/paracetamol/i);
      expect(c.dosage).toMatch(/650/);
    }
  });

  it('Telma 40 (and "Telma" with dosage 40 mg): telmisartan 40 mg', async () => {
    for (const [name, dosage] of [
      ['Telma 40', null],
      ['Telma', '40 mg'],
    ] as const) {
      const body = await search(name, dosage);
      expect(body.composition?.name, name).toBe('Telmisartan 40 mg');
      expect(body.genericAlternative?.name, name).toMatch(/^Telmisartan\b.*\b40\s*mg/i);
      expect(body.ceilings.map((c) => c.formulation).join(), name).toMatch(/telmisartan/i);
    }
  });

  it('a generic name is its own composition; an unlisted brand is composition unknown', async () => {
    const generic = await search('Paracetamol 650');
    expect(generic.composition).toBeNull();
    expect(generic.compositionKnown).toBe(true);

    const unknown = await search('Saridon');
    expect(unknown).toMatchObject({
      composition: null,
      compositionKnown: false,
      genericAlternative: null,
      ceilings: [],
    });
  });
});
