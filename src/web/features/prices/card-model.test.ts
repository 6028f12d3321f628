import { describe, expect, it } from 'vitest';
import type { CeilingPrice, PharmacyPriceDetail, PriceSearchResult } from '@core/contract/prices';
import {
  noPricesText,
  detailsText,
  genericModel,
  priceCardModel,
  type PriceCardInput,
} from './card-model';

const detail = (
  price: number | null,
  priceDate: string | null,
  source: PharmacyPriceDetail['source'] = priceDate ? 'catalog' : null,
): PharmacyPriceDetail => ({
  price,
  available: price !== null,
  priceDate,
  source,
  searchUrl: '',
  pack: null,
});

function result(prices: [number | null, number | null, number | null]): PriceSearchResult {
  const [pharmEasyPrice, apolloPrice, medplusPrice] = prices;
  return {
    id: 'c1',
    medicationName: 'Paracetamol',
    searchDate: '2026-11-20T10:35:00.000Z',
    pharmEasyPrice,
    apolloPrice,
    medplusPrice,
    availability: {
      pharmEasy: pharmEasyPrice !== null,
      apollo: apolloPrice !== null,
      medplus: medplusPrice !== null,
    },
    ceilings: [],
    genericAlternative: {
      name: 'Paracetamol Tablets IP 500 mg',
      unitSize: "10's",
      mrp: 12.5,
      source: 'PMBI / Jan Aushadhi',
    },
    pharmacies: {
      pharmEasy: detail(pharmEasyPrice, pharmEasyPrice ? '2026-11-20' : null),
      apollo: detail(apolloPrice, apolloPrice ? '2026-11-19' : null, 'live'),
      medplus: detail(medplusPrice, medplusPrice ? '2026-11-18' : null),
    },
  };
}

const row = (input: PriceCardInput, i: number) => {
  const r = priceCardModel(input).rows[i];
  if (!r) throw new Error(`no row ${i}`);
  return r;
};

describe('price card model (spec §9)', () => {
  it('shows three pharmacies in order with ₹ prices, the cheapest highlighted and the savings', () => {
    const model = priceCardModel(result([30, 25.5, 41.25]));
    expect(model.rows.map((r) => r.name)).toEqual(['PharmEasy', 'Apollo Pharmacy', 'Medplus Mart']);
    expect(model.rows.map((r) => r.priceText)).toEqual(['₹30.00', '₹25.50', '₹41.25']);
    expect(model.rows.map((r) => r.isBest)).toEqual([false, true, false]);
    expect(model.bestText).toBe('Best Price: Apollo Pharmacy at ₹25.50');
    expect(model.savingsText).toBe('Save ₹15.75');
    expect(model.savingsAgainst).toBe('compared with Medplus Mart');
    expect(model.allUnavailable).toBe(false);
  });

  it('gives each pharmacy its own search link, the name encoded', () => {
    const model = priceCardModel({ ...result([30, null, null]), medicationName: 'Dolo 650/15' });
    expect(model.rows.map((r) => r.url)).toEqual([
      'https://pharmeasy.in/search/all?name=Dolo%20650%2F15',
      'https://www.apollopharmacy.in/search-medicines/Dolo%20650%2F15',
      'https://www.medplusmart.com/searchAll/Dolo%20650%2F15',
    ]);
    expect(model.rows[0]?.linkLabel).toBe('Search Dolo 650/15 on PharmEasy (opens in a new tab)');
  });

  it('shows the price date and source of each price', () => {
    const input = result([30, 25.5, null]);
    expect(row(input, 0).metaText).toBe('Price as of 20 Nov 2026 · price sheet');
    expect(row(input, 1).metaText).toBe('Price as of 19 Nov 2026 · live price');
    expect(row(input, 2).metaText).toBeNull();
    expect([0, 1, 2].map((i) => row(input, i).stale)).toEqual([false, false, false]);
  });

  it('says a stale price is old, never that it is current (ADR 034)', () => {
    const input = result([30, 25.5, null]);
    const apollo = input.pharmacies!.apollo;
    input.pharmacies!.apollo = { ...apollo, source: 'catalog', stale: true };
    expect(row(input, 1).metaText).toBe(
      'Old price, as of 19 Nov 2026: it may have changed · price sheet',
    );
    expect(row(input, 1).stale).toBe(true);
    expect(row(input, 0).stale).toBe(false);
  });

  it('on a tie highlights one pharmacy only, the first in order, and saves against the priciest', () => {
    const model = priceCardModel(result([40, 20, 20]));
    expect(model.rows.map((r) => r.isBest)).toEqual([false, true, false]);
    expect(model.bestText).toBe('Best Price: Apollo Pharmacy at ₹20.00');
    expect(model.savingsText).toBe('Save ₹20.00');
    expect(model.savingsAgainst).toBe('compared with PharmEasy');
  });

  it('shows no savings when every price is the same', () => {
    const model = priceCardModel(result([20, 20, 20]));
    expect(model.rows.filter((r) => r.isBest)).toHaveLength(1);
    expect(model.rows[0]?.isBest).toBe(true);
    expect(model.savingsText).toBeNull();
    expect(model.savingsAgainst).toBeNull();
  });

  it('ignores missing and zero prices: No price on file and N/A, never the best', () => {
    const input: PriceCardInput = { ...result([null, 18, null]), medplusPrice: 0 };
    const model = priceCardModel(input);
    expect(model.rows.map((r) => r.priceText)).toEqual(['N/A', '₹18.00', 'N/A']);
    // No source said they are out of stock (ADR 040): nothing is claimed about their shelves.
    expect(model.rows.map((r) => r.statusText)).toEqual([
      'No price on file',
      null,
      'No price on file',
    ]);
    expect(model.rows.map((r) => r.available)).toEqual([false, true, false]);
    expect(model.bestText).toBe('Best Price: Apollo Pharmacy at ₹18.00');
    // One price: nothing to save against.
    expect(model.savingsText).toBeNull();
  });

  it('treats negative and non-finite prices as no price', () => {
    const model = priceCardModel({
      ...result([null, null, null]),
      pharmEasyPrice: -5,
      apolloPrice: Number.NaN,
      medplusPrice: 9,
    });
    expect(model.rows.map((r) => r.isBest)).toEqual([false, false, true]);
    expect(model.bestText).toBe('Best Price: Medplus Mart at ₹9.00');
  });

  it('says honestly when no pharmacy has a price, and still links all three', () => {
    const model = priceCardModel(result([null, null, null]));
    expect(model.allUnavailable).toBe(true);
    expect(model.bestText).toBeNull();
    expect(model.savingsText).toBeNull();
    expect(noPricesText()).toBe('No pharmacy prices on file yet — check each pharmacy:');
    expect(model.rows.map((r) => r.priceText)).toEqual(['N/A', 'N/A', 'N/A']);
    // Nothing is known, so nothing is claimed to be out of stock.
    expect(model.rows.map((r) => r.statusText)).toEqual([
      'No price on file',
      'No price on file',
      'No price on file',
    ]);
    expect(model.rows.every((r) => r.url.startsWith('https://'))).toBe(true);
  });

  it('with every price missing, still says Out of Stock where a source reported it', () => {
    const input = result([null, null, null]);
    input.pharmacies.apollo = { ...detail(null, '2026-11-19'), available: false };
    const model = priceCardModel(input);
    expect(model.rows.map((r) => r.statusText)).toEqual([
      'No price on file',
      'Out of Stock',
      'No price on file',
    ]);
    expect(model.rows[1]?.metaText).toBe('Checked 19 Nov 2026 · price sheet');
  });

  it('says Out of Stock beside a price elsewhere only where the source said so (ADR 040)', () => {
    const input = result([30.91, null, null]);
    input.pharmacies.apollo = { ...detail(null, '2026-11-19'), status: 'outOfStock' };
    input.pharmacies.medplus = { ...detail(null, null), status: 'noPrice' };
    const model = priceCardModel(input);
    expect(model.rows.map((r) => r.statusText)).toEqual([null, 'Out of Stock', 'No price on file']);
    expect(model.rows.map((r) => r.status)).toEqual(['available', 'outOfStock', 'noPrice']);
    expect(model.rows.map((r) => r.priceText)).toEqual(['₹30.91', 'N/A', 'N/A']);
  });

  it('a saved comparison says what the history says of each pharmacy', () => {
    const saved: PriceCardInput = {
      medicationName: 'Dolo 650',
      searchDate: '2026-11-20T10:35:00.000Z',
      pharmEasyPrice: 30.91,
      apolloPrice: null,
      medplusPrice: null,
      pharmacyStatus: { pharmEasy: 'available', apollo: 'outOfStock', medplus: 'noPrice' },
    };
    expect(priceCardModel(saved).rows.map((r) => r.statusText)).toEqual([
      null,
      'Out of Stock',
      'No price on file',
    ]);
    // A copy saved on the phone before the statuses existed: nothing claimed.
    const old: PriceCardInput = { ...saved, pharmacyStatus: undefined };
    expect(priceCardModel(old).rows.map((r) => r.statusText)).toEqual([
      null,
      'No price on file',
      'No price on file',
    ]);
  });

  it('says what a brand contains, or that its composition is unknown', () => {
    const dolo: PriceCardInput = {
      ...result([30.91, null, null]),
      medicationName: 'Dolo 650',
      composition: { brand: 'Dolo 650', name: 'Paracetamol 650 mg', source: 'brand list' },
      compositionKnown: true,
    };
    expect(priceCardModel(dolo).compositionText).toBe('Dolo 650 contains Paracetamol 650 mg');
    const unknown: PriceCardInput = {
      ...result([null, null, null]),
      medicationName: 'Saridon',
      genericAlternative: null,
      composition: null,
      compositionKnown: false,
    };
    expect(priceCardModel(unknown).compositionText).toBe(
      'Composition unknown: no generic or government ceiling price is shown for it.',
    );
    // A generic name is its own composition; a saved comparison does not say.
    expect(priceCardModel({ ...result([1, 2, 3]), compositionKnown: true }).compositionText).toBe(
      null,
    );
    expect(
      priceCardModel({ ...result([1, 2, 3]), compositionKnown: undefined }).compositionText,
    ).toBeNull();
  });

  it('formats large prices the Indian way', () => {
    const model = priceCardModel(result([120000, 150000.5, null]));
    expect(model.rows[0]?.priceText).toBe('₹1,20,000.00');
    expect(model.savingsText).toBe('Save ₹30,000.50');
  });

  it('works for a saved comparison, which has no dates and no generic', () => {
    const model = priceCardModel({
      medicationName: '  Atorvastatin ',
      dosage: '10 mg',
      quantity: 15,
      searchDate: '2026-11-20T10:35:00.000Z',
      pharmEasyPrice: 99,
      apolloPrice: null,
      medplusPrice: 120,
    });
    expect(model.title).toBe('Atorvastatin');
    expect(model.details).toBe('10 mg · Qty 15');
    expect(model.rows.every((r) => r.metaText === null)).toBe(true);
    expect(model.generic).toBeNull();
    expect(model.savingsText).toBe('Save ₹21.00');
  });
});

describe('Jan Aushadhi generic', () => {
  it('shows its MRP and pack with the attribution', () => {
    expect(genericModel(result([1, 2, 3]).genericAlternative)).toEqual({
      name: 'Paracetamol Tablets IP 500 mg',
      text: "Generic at Jan Aushadhi Kendra: ₹12.50 for 10's",
      attribution: 'Source: PMBI / Jan Aushadhi',
    });
  });

  it('never invents an MRP the list does not have', () => {
    const g = genericModel({
      name: 'X',
      unitSize: "10's",
      mrp: null,
      source: 'PMBI / Jan Aushadhi',
    });
    expect(g?.text).toBe('Generic at Jan Aushadhi Kendra: MRP not listed');
    expect(genericModel(null)).toBeNull();
  });
});

describe('details line', () => {
  it('joins dosage and quantity, leaving out what is missing', () => {
    expect(detailsText('500 mg', 10)).toBe('500 mg · Qty 10');
    expect(detailsText(null, 10)).toBe('Qty 10');
    expect(detailsText(' ', null)).toBeNull();
  });
});

// Row 714 of the NPPA export of 18 Sep 2026, as the API answers it.
const PARACETAMOL_650: CeilingPrice = {
  slNo: 714,
  formulation: 'PARACETAMOL',
  dosage: 'TABLET 650 MG',
  price: 2.05,
  unit: {
    kind: 'each',
    item: 'tablet',
    amount: null,
    container: null,
    packMinMl: null,
    packBelowMl: null,
    label: '1 Tablet',
  },
  soNumber: '1575(E)',
  soDate: '2026-03-25',
  nlemVersion: 2022,
};

/** Paracetamol 650 with a ceiling, the generic's pack "15's" and each pharmacy's pack. */
function withCeiling(packs: [string | null, string | null, string | null]): PriceCardInput {
  const base = result([45, 30, 34.43]);
  const [pharmEasy, apollo, medplus] = packs;
  return {
    ...base,
    medicationName: 'Paracetamol 650',
    ceilings: [PARACETAMOL_650],
    genericAlternative: { ...base.genericAlternative!, unitSize: "15's" },
    pharmacies: {
      pharmEasy: { ...base.pharmacies.pharmEasy, pack: pharmEasy },
      apollo: { ...base.pharmacies.apollo, pack: apollo },
      medplus: { ...base.pharmacies.medplus, pack: medplus },
    },
  };
}

describe('price card model: the NPPA ceiling', () => {
  it('says the ceiling per unit with its own order and date, and for the packs the card names', () => {
    const model = priceCardModel({ ...withCeiling([null, null, null]), quantity: 10 });
    expect(model.ceilingLines).toEqual([
      'Government ceiling: ₹2.05 per tablet + GST (NPPA, S.O. 1575(E), 25 Mar 2026)',
    ]);
    expect(model.ceilingPackLines).toEqual([
      'Ceiling for 10 tablets: ₹20.50 + GST',
      'Ceiling for 15 tablets: ₹30.75 + GST',
    ]);
  });

  it('flags a pharmacy above the ceiling plus GST for its pack, and only that one', () => {
    // 15 tablets: ceiling ₹30.75, with 12% GST ₹34.44. ₹45 is above; ₹34.43 and ₹30 are not.
    const model = priceCardModel(withCeiling(['15 tablets', '15 tablets', '15 tablets']));
    expect(model.rows.map((r) => r.aboveCeilingText)).toEqual([
      'Above the government ceiling: at most ₹30.75 + GST for 15 tablets.',
      null,
      null,
    ]);
  });

  it("claims nothing when the pack is not known or not in the ceiling's unit", () => {
    const model = priceCardModel(withCeiling([null, '100 ml', 'strip']));
    expect(model.rows.map((r) => r.aboveCeilingText)).toEqual([null, null, null]);
  });

  it('shows no ceiling for a medicine without one, nor for a saved comparison', () => {
    const model = priceCardModel(result([30, null, null]));
    expect(model.ceilingLines).toEqual([]);
    expect(model.ceilingPackLines).toEqual([]);
    expect(model.rows.every((r) => r.aboveCeilingText === null)).toBe(true);
  });
});
