import { describe, expect, it } from 'vitest';
import type { PriceComparisonItem } from '@core/contract/prices';
import { comparisonKey, latestPerMedicine } from './history';

const item = (
  id: string,
  medicationName: string,
  dosage: string | null = null,
  quantity: number | null = null,
): PriceComparisonItem => ({
  id,
  medicationName,
  dosage,
  quantity,
  pharmEasyPrice: null,
  apolloPrice: null,
  medplusPrice: null,
  availability: { pharmEasy: false, apollo: false, medplus: false },
  searchDate: '2026-11-22T10:00:00.000Z',
});

describe('search history', () => {
  it('keeps the newest search of each medicine, in the server order (newest first)', () => {
    const entries = latestPerMedicine([
      item('5', 'Paracetamol'),
      item('4', 'Atorvastatin', '10 mg'),
      item('3', ' paracetamol '),
      item('2', 'Atorvastatin', '20 mg'),
      item('1', 'Atorvastatin', '10  MG'),
    ]);
    expect(entries.map((e) => e.latest.id)).toEqual(['5', '4', '2']);
    expect(entries.map((e) => e.ids)).toEqual([['5', '3'], ['4', '1'], ['2']]);
  });

  it('tells quantities apart', () => {
    expect(comparisonKey(item('1', 'Dolo', null, 10))).not.toBe(
      comparisonKey(item('2', 'Dolo', null, 15)),
    );
    expect(comparisonKey(item('1', 'Dolo'))).toBe(comparisonKey(item('2', 'DOLO', '')));
  });

  it('is empty for no searches', () => {
    expect(latestPerMedicine([])).toEqual([]);
  });
});
