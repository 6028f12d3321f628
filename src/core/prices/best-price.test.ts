import { describe, expect, it } from 'vitest';
import {
  PHARMACIES,
  PHARMACY_NAMES,
  availablePrices,
  bestPrice,
  bestPriceText,
  comparePrices,
  formatRupees,
  isAvailablePrice,
  pharmacySearchUrl,
  pricesFromSearchResult,
  savings,
} from './best-price';

describe('isAvailablePrice (spec §9: ones without a positive price are ignored)', () => {
  it.each([0.01, 1, 120000])('%d is a price', (p) => {
    expect(isAvailablePrice(p)).toBe(true);
  });
  it.each([null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])('%j is not', (p) => {
    expect(isAvailablePrice(p)).toBe(false);
  });
});

describe('bestPrice', () => {
  it('is the lowest among available pharmacies', () => {
    expect(bestPrice({ pharmEasy: 45.5, apollo: 40, medplus: 42 })).toEqual({
      pharmacy: 'apollo',
      name: 'Apollo Pharmacy',
      price: 40,
    });
  });
  it('ignores missing, zero, negative and NaN prices', () => {
    expect(bestPrice({ pharmEasy: 0, apollo: null, medplus: 30 })?.pharmacy).toBe('medplus');
    expect(bestPrice({ pharmEasy: -1, apollo: Number.NaN, medplus: 30 })?.pharmacy).toBe('medplus');
    expect(bestPrice({ medplus: 30 })?.pharmacy).toBe('medplus');
  });
  it('is null when no pharmacy has a price', () => {
    expect(bestPrice({ pharmEasy: null, apollo: 0, medplus: undefined })).toBeNull();
    expect(bestPrice({})).toBeNull();
  });
  it('a tie goes to the first in the order PharmEasy, Apollo, Medplus', () => {
    expect(bestPrice({ pharmEasy: 50, apollo: 50, medplus: 50 })?.pharmacy).toBe('pharmEasy');
    expect(bestPrice({ pharmEasy: 60, apollo: 50, medplus: 50 })?.pharmacy).toBe('apollo');
    expect(bestPrice({ pharmEasy: 0, apollo: 50, medplus: 50 })?.pharmacy).toBe('apollo');
  });
});

describe('savings (against the priciest available)', () => {
  it('is priciest minus best', () => {
    expect(savings({ pharmEasy: 45.5, apollo: 40, medplus: 42 })).toBe(5.5);
  });
  it('has no floating point noise', () => {
    expect(savings({ pharmEasy: 10.3, apollo: 10.1 })).toBe(0.2);
  });
  it('ignores unavailable pharmacies, even a 0 that looks cheapest', () => {
    expect(savings({ pharmEasy: 0, apollo: 50, medplus: 80 })).toBe(30);
  });
  it('is 0 with fewer than 2 prices, and 0 on a tie', () => {
    expect(savings({ pharmEasy: 50 })).toBe(0);
    expect(savings({ pharmEasy: 50, apollo: null, medplus: 0 })).toBe(0);
    expect(savings({})).toBe(0);
    expect(savings({ pharmEasy: 50, apollo: 50 })).toBe(0);
  });
});

describe('comparePrices', () => {
  it('gives availability, best, priciest and savings in one go', () => {
    expect(comparePrices({ pharmEasy: 45.5, apollo: null, medplus: 42 })).toEqual({
      available: { pharmEasy: true, apollo: false, medplus: true },
      best: { pharmacy: 'medplus', name: 'Medplus Mart', price: 42 },
      priciest: { pharmacy: 'pharmEasy', name: 'PharmEasy', price: 45.5 },
      savings: 3.5,
    });
  });
  it('availablePrices keeps the pharmacy order', () => {
    expect(availablePrices({ medplus: 3, pharmEasy: 2 }).map((p) => p.pharmacy)).toEqual([
      'pharmEasy',
      'medplus',
    ]);
  });
});

describe('rupees (en-IN)', () => {
  it.each([
    [120000, '₹1,20,000.00'],
    [45.5, '₹45.50'],
    [0.3, '₹0.30'],
    [1234567.891, '₹12,34,567.89'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
  it('best price line, spec §9', () => {
    expect(bestPriceText({ name: 'Apollo Pharmacy', price: 1250 })).toBe(
      'Best Price: Apollo Pharmacy at ₹1,250.00',
    );
  });
});

describe('pharmacy names and links (PRODUCT §6)', () => {
  it('has the three pharmacies in order with display names', () => {
    expect(PHARMACIES).toEqual(['pharmEasy', 'apollo', 'medplus']);
    expect(PHARMACY_NAMES).toEqual({
      pharmEasy: 'PharmEasy',
      apollo: 'Apollo Pharmacy',
      medplus: 'Medplus Mart',
    });
  });
  it('builds each search URL with the name encoded', () => {
    const name = 'Paracetamol 500mg & Co/2?';
    const q = 'Paracetamol%20500mg%20%26%20Co%2F2%3F';
    expect(pharmacySearchUrl('pharmEasy', name)).toBe(`https://pharmeasy.in/search/all?name=${q}`);
    expect(pharmacySearchUrl('apollo', name)).toBe(
      `https://www.apollopharmacy.in/search-medicines/${q}`,
    );
    expect(pharmacySearchUrl('medplus', name)).toBe(`https://www.medplusmart.com/searchAll/${q}`);
  });
  it('trims the name before encoding it', () => {
    expect(pharmacySearchUrl('apollo', '  Dolo 650 ')).toBe(
      'https://www.apollopharmacy.in/search-medicines/Dolo%20650',
    );
  });
});

describe('pricesFromSearchResult', () => {
  it('reads the spec result fields', () => {
    expect(
      pricesFromSearchResult({ pharmEasyPrice: 1, apolloPrice: null, medplusPrice: 3 }),
    ).toEqual({ pharmEasy: 1, apollo: null, medplus: 3 });
  });
});
