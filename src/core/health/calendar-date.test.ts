import { describe, expect, it } from 'vitest';
import { addDays, ageInYears, daysBetween, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2026-01-01', '1999-12-31'])('accepts %s', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each(['2023-02-29', '2024-13-01', '2024-1-01', '01-02-2024', '', '2024-04-31'])(
    'refuses %j',
    (d) => {
      expect(isCalendarDate(d)).toBe(false);
    },
  );
  it('adds days across month, year and leap-day edges', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-10', -14)).toBe('2026-02-24');
  });
  it('counts days in both directions', () => {
    expect(daysBetween('2026-01-01', '2026-01-29')).toBe(28);
    expect(daysBetween('2026-01-29', '2026-01-01')).toBe(-28);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
  });
  it('throws on a date that does not exist rather than guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('ageInYears', () => {
  it('counts completed years only', () => {
    expect(ageInYears('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageInYears('2008-06-15', '2026-06-15')).toBe(18);
  });
  it('a 29 February birthday is reached on 1 March in other years', () => {
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
  });
});
