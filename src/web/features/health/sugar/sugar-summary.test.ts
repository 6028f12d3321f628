import { describe, expect, it } from 'vitest';
import { sugarAdvice } from '@core/health/sugar';
import { isUrgentSugar, sugarAverages } from './sugar-summary';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('sugar averages', () => {
  it('averages each type on its own and leaves HbA1c out', () => {
    const rows = sugarAverages(
      [
        { value: 120, type: 'fasting', measuredAt: daysAgo(1) },
        { value: 100, type: 'fasting', measuredAt: daysAgo(2) },
        { value: 90, type: 'fasting', measuredAt: daysAgo(15) },
        { value: 200, type: 'after_meal', measuredAt: daysAgo(10) },
        { value: 6.8, type: 'hba1c', measuredAt: daysAgo(5) },
        { value: 300, type: 'random', measuredAt: daysAgo(45) },
      ],
      now,
    );
    expect(rows).toEqual([
      { type: 'fasting', last7: { mean: 110, count: 2 }, last30: { mean: 103.3, count: 3 } },
      { type: 'after_meal', last7: { mean: null, count: 0 }, last30: { mean: 200, count: 1 } },
    ]);
  });

  it('calls a reading urgent exactly when the core advice says act now', () => {
    const cases = [
      { value: 50, type: 'fasting', category: 'very_low' },
      { value: 65, type: 'fasting', category: 'low' },
      { value: 299, type: 'random', category: 'diabetes' },
      { value: 300, type: 'random', category: 'diabetes' },
      { value: 15, type: 'hba1c', category: 'diabetes' },
    ] as const;
    for (const c of cases) {
      const urgent = isUrgentSugar({ ...c, measuredAt: daysAgo(0) });
      expect(urgent).toBe(/^Very (low|high)/.test(sugarAdvice(c.value, c.type)));
    }
  });
});
