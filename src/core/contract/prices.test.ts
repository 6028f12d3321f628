import { describe, expect, it } from 'vitest';
import {
  medicineSearchQuerySchema,
  priceSearchRequestSchema,
  priceSearchResultSchema,
} from './prices';

describe('priceSearchRequestSchema (spec §5)', () => {
  it('trims the name and leaves dosage and quantity empty', () => {
    expect(priceSearchRequestSchema.parse({ medicationName: '  Paracetamol ' })).toEqual({
      medicationName: 'Paracetamol',
      dosage: null,
      quantity: null,
    });
  });
  it.each([{}, { medicationName: '' }, { medicationName: '   ' }, { medicationName: 5 }])(
    'refuses %j with "Please enter a medication name"',
    (body) => {
      const r = priceSearchRequestSchema.safeParse(body);
      expect(r.error?.issues.map((i) => i.message)).toEqual(['Please enter a medication name']);
    },
  );
  it('refuses a name longer than 100 characters and a quantity of 0', () => {
    expect(priceSearchRequestSchema.safeParse({ medicationName: 'x'.repeat(101) }).success).toBe(
      false,
    );
    const r = priceSearchRequestSchema.safeParse({ medicationName: 'Dolo', quantity: 0 });
    expect(r.error?.issues[0]?.message).toBe('Quantity must be at least 1');
  });
});

describe('priceSearchResultSchema', () => {
  const none = {
    price: null,
    available: false,
    priceDate: null,
    source: null,
    searchUrl: 'https://www.medplusmart.com/searchAll/Paracetamol',
    pack: null,
  };
  const result = {
    id: 'c1',
    medicationName: 'Paracetamol',
    searchDate: '2026-03-01T10:00:00.000Z',
    pharmEasyPrice: 30.5,
    apolloPrice: null,
    medplusPrice: null,
    availability: { pharmEasy: true, apollo: false, medplus: false },
    genericAlternative: {
      name: 'Paracetamol Tablets IP 500 mg',
      unitSize: "10's",
      mrp: 9.2,
      source: 'PMBI / Jan Aushadhi',
    },
    ceilings: [],
    pharmacies: {
      pharmEasy: {
        price: 30.5,
        available: true,
        priceDate: '2026-02-20',
        source: 'catalog',
        searchUrl: 'https://pharmeasy.in/search/all?name=Paracetamol',
        pack: '10 tablets',
      },
      apollo: { ...none, searchUrl: 'https://www.apollopharmacy.in/search-medicines/Paracetamol' },
      medplus: none,
    },
  };
  it('accepts the spec shape with the generic and each price’s date and source', () => {
    expect(priceSearchResultSchema.parse(result)).toEqual(result);
  });
  it('a price of 0 is not a price: a missing one is null', () => {
    expect(priceSearchResultSchema.safeParse({ ...result, apolloPrice: 0 }).success).toBe(false);
  });
});

describe('medicineSearchQuerySchema', () => {
  it('reads q and a limit up to 10 from the address', () => {
    expect(medicineSearchQuerySchema.parse({ q: ' para ', limit: '5' })).toEqual({
      q: 'para',
      limit: 5,
    });
    expect(medicineSearchQuerySchema.safeParse({ q: 'para', limit: '11' }).success).toBe(false);
    expect(medicineSearchQuerySchema.safeParse({ q: ' ' }).success).toBe(false);
  });
});
