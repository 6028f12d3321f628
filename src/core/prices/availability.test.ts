import { describe, expect, it } from 'vitest';
import { foundSummary, pharmaciesIn, statusOfAnswer, statusOfSaved } from './availability';

describe('statusOfAnswer: Out of Stock only when a source said so', () => {
  it('a price in stock is available', () => {
    expect(statusOfAnswer({ price: 30.91, inStock: true })).toBe('available');
  });
  it('a source saying out of stock is out of stock, whatever its price', () => {
    expect(statusOfAnswer({ price: 29.45, inStock: false })).toBe('outOfStock');
  });
  it('no answer from any source is no price on file, never out of stock', () => {
    expect(statusOfAnswer(null)).toBe('noPrice');
  });
  it('an in-stock answer without a positive price is no price on file', () => {
    expect(statusOfAnswer({ price: 0, inStock: true })).toBe('noPrice');
  });
});

describe('statusOfSaved: saved answers, old and new', () => {
  it('a positive price is available', () => {
    expect(statusOfSaved({ status: 'available', price: 12, priceDate: '2026-11-20' }, 12)).toBe(
      'available',
    );
    expect(statusOfSaved(undefined, 12)).toBe('available');
  });
  it('takes the status the search saved', () => {
    expect(
      statusOfSaved({ status: 'outOfStock', price: null, priceDate: '2026-11-19' }, null),
    ).toBe('outOfStock');
    expect(statusOfSaved({ status: 'noPrice', price: null, priceDate: null }, null)).toBe(
      'noPrice',
    );
  });
  it('an answer saved before statuses: a date without a price was an out-of-stock answer', () => {
    expect(statusOfSaved({ price: null, priceDate: '2026-11-19' }, null)).toBe('outOfStock');
    expect(statusOfSaved({ price: null, priceDate: null }, null)).toBe('noPrice');
  });
  it('nothing saved about the pharmacy is no price on file', () => {
    expect(statusOfSaved(undefined, null)).toBe('noPrice');
    expect(statusOfSaved(null, undefined)).toBe('noPrice');
  });
});

describe('foundSummary: how many pharmacies really have a price', () => {
  it('all three', () => {
    expect(foundSummary({ pharmEasy: 1, apollo: 2, medplus: 3 })).toEqual({
      found: 3,
      of: 3,
      kind: 'all',
    });
  });
  it('one or two are "some", with the count', () => {
    expect(foundSummary({ pharmEasy: 24.5, apollo: null, medplus: 19.75 })).toEqual({
      found: 2,
      of: 3,
      kind: 'some',
    });
    expect(foundSummary({ pharmEasy: null, apollo: 0, medplus: 19.75 })).toMatchObject({
      found: 1,
      kind: 'some',
    });
  });
  it('none', () => {
    expect(foundSummary({})).toEqual({ found: 0, of: 3, kind: 'none' });
  });
});

describe('pharmaciesIn', () => {
  it('lists the pharmacies of one status in the fixed order', () => {
    const statuses = { pharmEasy: 'noPrice', apollo: 'outOfStock', medplus: 'noPrice' } as const;
    expect(pharmaciesIn(statuses, 'noPrice')).toEqual(['pharmEasy', 'medplus']);
    expect(pharmaciesIn(statuses, 'outOfStock')).toEqual(['apollo']);
  });
});
