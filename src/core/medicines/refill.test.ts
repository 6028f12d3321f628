import { describe, expect, it } from 'vitest';
import { parseNotation } from './notation';
import {
  dailyQuantity,
  daysOfStockLeft,
  DEFAULT_REFILL_THRESHOLD_DAYS,
  needsRefill,
  stockAfterTaking,
} from './refill';
import { asNeededSchedule, onWeekdays, twiceDaily, type Schedule } from './schedule';

function notation(text: string): Schedule {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(r.message);
  return r.schedule;
}

describe('dailyQuantity', () => {
  it.each([
    ['1-0-1', 2],
    ['2-0-1', 3],
    ['½-0-½', 1],
    ['1-1-1-1', 4],
    ['TDS', 3],
  ])('%s takes %s a day', (text, n) => {
    expect(dailyQuantity(notation(text))).toBe(n);
  });
  it('averages chosen weekdays over the week; as needed is 0', () => {
    expect(dailyQuantity(onWeekdays([1, 3, 5], ['09:00']))).toBeCloseTo(3 / 7);
    expect(dailyQuantity(asNeededSchedule())).toBe(0);
  });
});

describe('daysOfStockLeft', () => {
  it('is whole days', () => {
    expect(daysOfStockLeft(14, 2)).toBe(7);
    expect(daysOfStockLeft(15, 2)).toBe(7);
    expect(daysOfStockLeft(1, 2)).toBe(0);
    expect(daysOfStockLeft(0, 2)).toBe(0);
    expect(daysOfStockLeft(3, 3 / 7)).toBe(7);
  });
  it('is unknown without a tracked stock or a daily use', () => {
    expect(daysOfStockLeft(null, 2)).toBeNull();
    expect(daysOfStockLeft(undefined, 2)).toBeNull();
    expect(daysOfStockLeft(10, 0)).toBeNull();
  });
});

describe('needsRefill (PRODUCT §4: stock covers ≤ threshold days)', () => {
  const s = twiceDaily();
  it('defaults to a week', () => {
    expect(DEFAULT_REFILL_THRESHOLD_DAYS).toBe(7);
  });
  it('7 days left at threshold 7 needs a refill; 8 does not', () => {
    expect(needsRefill({ stock: 14, refillThreshold: 7, schedule: s })).toBe(true);
    expect(needsRefill({ stock: 15, refillThreshold: 7, schedule: s })).toBe(true);
    expect(needsRefill({ stock: 16, refillThreshold: 7, schedule: s })).toBe(false);
  });
  it('threshold 0 alerts only when less than a day is left', () => {
    expect(needsRefill({ stock: 2, refillThreshold: 0, schedule: s })).toBe(false);
    expect(needsRefill({ stock: 1, refillThreshold: 0, schedule: s })).toBe(true);
  });
  it('untracked stock never alerts', () => {
    expect(needsRefill({ stock: null, refillThreshold: 7, schedule: s })).toBe(false);
  });
  it('as needed alerts only when empty', () => {
    const sos = asNeededSchedule();
    expect(needsRefill({ stock: 1, refillThreshold: 7, schedule: sos })).toBe(false);
    expect(needsRefill({ stock: 0, refillThreshold: 7, schedule: sos })).toBe(true);
  });
  it('a course that ends before the stock runs out needs none', () => {
    const course = { endDate: '2026-11-24' };
    // 3 days to go including today, 6 tablets: enough.
    expect(
      needsRefill({ stock: 6, refillThreshold: 7, schedule: s, course, today: '2026-11-22' }),
    ).toBe(false);
    expect(
      needsRefill({ stock: 5, refillThreshold: 7, schedule: s, course, today: '2026-11-22' }),
    ).toBe(true);
    expect(
      needsRefill({ stock: 0, refillThreshold: 7, schedule: s, course, today: '2026-11-25' }),
    ).toBe(false);
  });
});

describe('stockAfterTaking', () => {
  it('lowers by the dose, not below 0; untracked stays null', () => {
    expect(stockAfterTaking(10, 2)).toBe(8);
    expect(stockAfterTaking(10, 0.5)).toBe(9.5);
    expect(stockAfterTaking(1, 2)).toBe(0);
    expect(stockAfterTaking(null, 1)).toBeNull();
  });
});
