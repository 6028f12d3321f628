import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceComparisonSchema,
  priceSearchResultSchema,
  type PriceComparisonItem,
  type PriceSearchResult,
} from '@core/contract/prices';
import { comparePrices, pricesFromSearchResult } from '@core/prices/best-price';
import { importPriceSheet } from '@server/features/prices/import';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx);
});
afterAll(() => ctx.close());

const SHEET = `pharmacy,medicine_name,pack,price,in_stock,price_date,source_url
pharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,2026-11-20,https://pharmeasy.in/online-medicine-order/dolo-650
apollo,Dolo 650 Tablet,15 tablets,33.60,yes,2026-11-18,
medplus,Dolo 650 Tablet,15 tablets,29.45,no,2026-11-19,
pharmEasy,Paracetamol 500mg Tablet,10 tablets,12.50,yes,2026-11-15,
apollo,Paracetamol 650mg Tablet,10 tablets,18.00,yes,2026-11-15,
apollo,Paracetamol 500mg Tablet,10 tablets,11.00,yes,2026-11-15,
medplus,Ciprofloxacin 500mg Tablet,10 tablets,45.00,yes,2026-11-15,
medplus,Atorvastatin 10mg Tablet,10 tablets,52.00,yes,2026-11-16,
`;

async function search(body: Record<string, unknown>, cookie = owner.cookie) {
  return ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
    cookie,
    json: body,
  });
}

describe('POST /api/medication-price-search without any price', () => {
  it('answers the spec shape with nulls, false availability, links and the generic', async () => {
    const res = await search({ medicationName: '  Paracetamol ' });
    expect(res.status).toBe(200);
    expect(priceSearchResultSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      medicationName: 'Paracetamol',
      searchDate: ctx.now.toISOString(),
      pharmEasyPrice: null,
      apolloPrice: null,
      medplusPrice: null,
      availability: { pharmEasy: false, apollo: false, medplus: false },
      genericAlternative: {
        name: 'Paracetamol Tablets IP 500 mg',
        unitSize: "10's",
        mrp: 6.56,
        source: 'PMBI / Jan Aushadhi',
      },
    });
    expect(res.body.pharmacies.pharmEasy).toEqual({
      price: null,
      available: false,
      priceDate: null,
      source: null,
      stale: false,
      searchUrl: 'https://pharmeasy.in/search/all?name=Paracetamol',
      pack: null,
      // No source knows it: no price on file, not "out of stock" (ADR 040).
      status: 'noPrice',
    });
    expect(res.body.pharmacies.apollo.searchUrl).toBe(
      'https://www.apollopharmacy.in/search-medicines/Paracetamol',
    );
    expect(res.body.pharmacies.medplus.searchUrl).toBe(
      'https://www.medplusmart.com/searchAll/Paracetamol',
    );
  });

  it.each([
    ['atorvastatin', null, 'Atorvastatin Tablets IP 5mg'],
    ['ATORVASTATN', '20 mg', 'Atorvastatin Tablets IP 20mg'],
    ['paracetmol', '650 mg', 'Paracetamol Tablets IP 650 mg'],
    // A listed brand: the generic of its composition (ADR 040); an unlisted one has none.
    ['Dolo 650', null, 'Paracetamol Tablets IP 650 mg'],
    ['Dolo 500', null, null],
    ['Ofloxacin', null, 'Ofloxacin Tablets IP 200mg'],
  ])('the generic for %s (%s) is %s', async (medicationName, dosage, generic) => {
    const res = await search({ medicationName, dosage });
    expect(res.status).toBe(200);
    expect(res.body.genericAlternative?.name ?? null).toBe(generic);
  });
});

describe('with an imported price sheet', () => {
  beforeAll(async () => {
    const report = await importPriceSheet(ctx.database.db, SHEET, {
      fileName: 'sheet.csv',
      today: '2026-11-22',
    });
    expect(report.rejected).toEqual([]);
  });

  it('shows each pharmacy’s price with its date and source; out of stock has no price', async () => {
    const res = await search({ medicationName: 'dolo 650' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pharmEasyPrice: 30.91,
      apolloPrice: 33.6,
      medplusPrice: null,
      availability: { pharmEasy: true, apollo: true, medplus: false },
      genericAlternative: { name: 'Paracetamol Tablets IP 650 mg' },
      composition: { brand: 'Dolo 650', name: 'Paracetamol 650 mg', source: 'brand list' },
    });
    expect(res.body.pharmacies.pharmEasy).toMatchObject({
      price: 30.91,
      available: true,
      priceDate: '2026-11-20',
      source: 'catalog',
      pack: '15 tablets',
    });
    expect(res.body.pharmacies.apollo).toMatchObject({
      priceDate: '2026-11-18',
      source: 'catalog',
    });
    // Medplus said "out of stock" on the 19th: no price, but the date and source of that word.
    expect(res.body.pharmacies.medplus).toEqual({
      price: null,
      available: false,
      priceDate: '2026-11-19',
      source: 'catalog',
      stale: false,
      searchUrl: 'https://www.medplusmart.com/searchAll/dolo%20650',
      // Out of stock: no price, so no pack to check against a ceiling.
      pack: null,
      status: 'outOfStock',
    });
    // What the card computes from the answer (spec §9).
    const compared = comparePrices(pricesFromSearchResult(res.body));
    expect(compared.best).toMatchObject({ pharmacy: 'pharmEasy', price: 30.91 });
    expect(compared.savings).toBe(2.69);
  });

  it('matches a typo and a dosage, prefers the strength asked for', async () => {
    const typo = await search({ medicationName: 'Paracetmol' });
    expect(typo.body).toMatchObject({ pharmEasyPrice: 12.5, apolloPrice: 11, medplusPrice: null });
    const strong = await search({ medicationName: 'Paracetamol', dosage: '650 mg' });
    expect(strong.body).toMatchObject({
      pharmEasyPrice: null,
      apolloPrice: 18,
      medplusPrice: null,
    });
    expect(strong.body.genericAlternative?.name).toBe('Paracetamol Tablets IP 650 mg');
  });

  it('never takes another medicine’s or another strength’s price', async () => {
    const dolo500 = await search({ medicationName: 'Dolo 500' });
    expect(dolo500.body.availability).toEqual({ pharmEasy: false, apollo: false, medplus: false });
    const oflox = await search({ medicationName: 'Ofloxacin' });
    expect(oflox.body.medplusPrice).toBeNull();
    const rosu = await search({ medicationName: 'Rosuvastatin' });
    expect(rosu.body.medplusPrice).toBeNull();
    const atorva20 = await search({ medicationName: 'Atorvastatin', dosage: '20 mg' });
    expect(atorva20.body.medplusPrice).toBeNull();
    // "1 tablet" is how much to take, not a strength: the 10 mg price still matches.
    const atorva = await search({ medicationName: 'atorvastatin', dosage: '1 tablet' });
    expect(atorva.body.medplusPrice).toBe(52);
  });

  it('runs the same number of queries whatever the sheet size', async () => {
    ctx.queries.length = 0;
    await search({ medicationName: 'Dolo 650' });
    const small = ctx.queries.length;
    const rows = Array.from(
      { length: 300 },
      (_, i) => `apollo,Medicine ${i} ${i}mg Tablet,10 tablets,${i + 1},yes,2026-11-10,`,
    );
    await importPriceSheet(
      ctx.database.db,
      `pharmacy,medicine_name,pack,price,in_stock,price_date,source_url\n${rows.join('\n')}`,
      { fileName: 'big.csv', today: '2026-11-22' },
    );
    ctx.queries.length = 0;
    await search({ medicationName: 'Dolo 650' });
    expect(ctx.queries.length).toBe(small);
    // session, generic, one sheet lookup per pharmacy, the insert
    expect(small).toBeLessThanOrEqual(6);
  });
});

describe('price comparisons', () => {
  it('saves every search; lists the account’s newest first; deletes only its own', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const first = await search(
      { medicationName: 'Dolo 650', dosage: '650 mg', quantity: 2 },
      me.cookie,
    );
    ctx.advance(60_000);
    const second = await search({ medicationName: 'Atorvastatin' }, me.cookie);
    await search({ medicationName: 'Aspirin' }, other.cookie);

    const list = await ctx.call<PriceComparisonItem[]>('GET', '/api/price-comparisons', {
      cookie: me.cookie,
    });
    expect(list.status).toBe(200);
    for (const item of list.body) expect(priceComparisonSchema.parse(item)).toEqual(item);
    expect(list.body.map((c) => c.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[1]).toEqual({
      id: first.body.id,
      medicationName: 'Dolo 650',
      dosage: '650 mg',
      quantity: 2,
      pharmEasyPrice: 30.91,
      apolloPrice: 33.6,
      medplusPrice: null,
      availability: { pharmEasy: true, apollo: true, medplus: false },
      pharmacyStatus: { pharmEasy: 'available', apollo: 'available', medplus: 'outOfStock' },
      searchDate: first.body.searchDate,
    });
    expect(list.body[0]).toMatchObject({ dosage: null, quantity: null, medplusPrice: 52 });

    const foreign = await ctx.call('DELETE', `/api/price-comparisons/${first.body.id}`, {
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'NOT_FOUND', message: 'Price comparison not found' });
    const gone = await ctx.call('DELETE', `/api/price-comparisons/${first.body.id}`, {
      cookie: me.cookie,
    });
    expect(gone.status).toBe(200);
    const after = await ctx.call<PriceComparisonItem[]>('GET', '/api/price-comparisons', {
      cookie: me.cookie,
    });
    expect(after.body.map((c) => c.id)).toEqual([second.body.id]);
    const again = await ctx.call('DELETE', `/api/price-comparisons/${first.body.id}`, {
      cookie: me.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('refuses an empty name (spec §5) and bad dosage or quantity with a message', async () => {
    for (const [body, message] of [
      [{ medicationName: '   ' }, 'Please enter a medication name'],
      [{}, 'Please enter a medication name'],
      [{ medicationName: 'Dolo', quantity: 0 }, 'Quantity must be at least 1'],
      [{ medicationName: 'x'.repeat(101) }, 'Medication name must be at most 100 characters'],
    ] as const) {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const before = await ctx.call<unknown[]>('GET', '/api/price-comparisons', {
      cookie: owner.cookie,
    });
    await search({ medicationName: '' });
    const after = await ctx.call<unknown[]>('GET', '/api/price-comparisons', {
      cookie: owner.cookie,
    });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('answers 401 signed out on every price route', async () => {
    expect(
      (await ctx.call('POST', '/api/medication-price-search', { json: { medicationName: 'x' } }))
        .status,
    ).toBe(401);
    expect((await ctx.call('GET', '/api/price-comparisons')).status).toBe(401);
  });
});
