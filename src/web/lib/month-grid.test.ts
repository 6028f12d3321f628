import { describe, expect, it } from 'vitest';
import {
  buildMonthGrid,
  daysInMonth,
  formatDateRange,
  monthOf,
  monthTitle,
  shiftMonth,
  weekdayHeaders,
} from '@web/lib/month-grid';

describe('buildMonthGrid', () => {
  it('fills exactly four rows for a 28-day February that starts on Sunday', () => {
    const rows = buildMonthGrid({ year: 2026, month: 2 });
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(rows[3]?.[6]).toBe('2026-02-28');
  });

  it('pads a month starting on Thursday with four blanks before the 1st (Sunday start)', () => {
    const rows = buildMonthGrid({ year: 2024, month: 2 });
    expect(rows[0]).toEqual([null, null, null, null, '2024-02-01', '2024-02-02', '2024-02-03']);
    // Leap day is there, then the row is padded to 7 cells.
    expect(rows.at(-1)).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      null,
      null,
    ]);
  });

  it('with a Monday start, a Sunday 1st goes to the last column', () => {
    const rows = buildMonthGrid({ year: 2026, month: 11 }, 1);
    expect(rows[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(rows[1]?.[0]).toBe('2026-11-02');
  });

  it('needs six rows for a 31-day month starting on Saturday', () => {
    const rows = buildMonthGrid({ year: 2026, month: 8 });
    expect(rows).toHaveLength(6);
    expect(rows[0]?.[6]).toBe('2026-08-01');
    expect(rows[5]?.[1]).toBe('2026-08-31');
    expect(rows.every((r) => r.length === 7)).toBe(true);
  });

  it('lists every day of the month once, in order', () => {
    const days = buildMonthGrid({ year: 2026, month: 12 })
      .flat()
      .filter((d): d is string => d !== null);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-12-01');
    expect(days[30]).toBe('2026-12-31');
  });
});

describe('month helpers', () => {
  it('counts days, including leap years', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
  });

  it('moves across year boundaries', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('reads the month of a date and names it', () => {
    expect(monthOf('2026-12-22')).toEqual({ year: 2026, month: 12 });
    expect(monthTitle({ year: 2026, month: 12 })).toBe('December 2026');
  });

  it('orders weekday headers by the week start', () => {
    expect(weekdayHeaders(0).map((h) => h.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayHeaders(1)[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayHeaders(1)[6]).toEqual({ short: 'Sun', long: 'Sunday' });
  });
});

describe('formatDateRange', () => {
  it('writes a range in one month as 18–22 Dec', () => {
    expect(formatDateRange('2026-12-18', '2026-12-22')).toBe('18–22 Dec');
  });
  it('names both months across a month boundary', () => {
    expect(formatDateRange('2026-11-29', '2026-12-03')).toBe('29 Nov – 3 Dec');
  });
  it('adds the years across a new year', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });
  it('writes a single day once', () => {
    expect(formatDateRange('2026-12-05', '2026-12-05')).toBe('5 Dec');
  });
});
