import { describe, expect, it } from 'vitest';
import type { Period } from '@core/contract/health';
import { historyRows, periodRangeText } from './history-rows';

const period = (startDate: string, endDate: string | null = null): Period => ({
  id: startDate,
  memberId: 'm',
  startDate,
  endDate,
  flow: null,
  symptoms: [],
  notes: null,
  excluded: false,
});

describe('historyRows', () => {
  it('orders newest first and gives each finished cycle its length', () => {
    const rows = historyRows([
      period('2026-09-30', '2026-10-04'),
      period('2026-11-27'),
      period('2026-10-28', '2026-11-01'),
    ]);
    expect(rows.map((r) => r.period.startDate)).toEqual(['2026-11-27', '2026-10-28', '2026-09-30']);
    expect(rows.map((r) => r.cycleLength)).toEqual([null, 30, 28]);
    expect(rows.map((r) => r.days)).toEqual([null, 5, 5]);
  });
  it('has no cycle for a single period', () => {
    expect(historyRows([period('2026-11-27')])[0]?.cycleLength).toBeNull();
  });
});

describe('periodRangeText', () => {
  it('writes a range with its year once', () => {
    expect(periodRangeText(period('2026-11-27', '2026-12-01'), '2026-12-10')).toBe(
      '27 Nov – 1 Dec 2026',
    );
    expect(periodRangeText(period('2026-12-29', '2027-01-02'), '2027-01-10')).toBe(
      '29 Dec 2026 – 2 Jan 2027',
    );
  });
  it('calls a recent period without an end ongoing, and an old one unfinished', () => {
    expect(periodRangeText(period('2026-12-08'), '2026-12-10')).toBe('8 Dec 2026 · ongoing');
    expect(periodRangeText(period('2026-10-01'), '2026-12-10')).toBe('1 Oct 2026 · end not logged');
  });
});
