import { describe, expect, it } from 'vitest';
import { isCalendarDate, isSaneCalendarDate, isSaneInstant } from './date-rules';
import { isCalendarDay } from '../medicines/time-zone';

describe('the date rules', () => {
  it('agree on what a calendar date is, year 0000 included (once a RangeError)', () => {
    for (const d of ['0000-01-01', '2024-02-29', '2023-02-29', '1999-13-01', '0099-12-31'])
      expect(isCalendarDay(d), d).toBe(isCalendarDate(d));
  });

  it('accept only the years 1900 to 2100 from the API', () => {
    expect(isSaneCalendarDate('1900-01-01')).toBe(true);
    expect(isSaneCalendarDate('2100-12-31')).toBe(true);
    expect(isSaneCalendarDate('1899-12-31')).toBe(false);
    expect(isSaneCalendarDate('0000-01-01')).toBe(false);
    expect(isSaneCalendarDate('2101-01-01')).toBe(false);
    expect(isSaneInstant('2026-11-22T02:30:00+05:30')).toBe(true);
    expect(isSaneInstant('0000-01-01T00:00:00Z')).toBe(false);
    expect(isSaneInstant('9999-12-31T23:59:59Z')).toBe(false);
  });
});

describe('pastOnly', () => {
  it('leaves the far future to the field’s own "cannot be in the future" rule', () => {
    expect(isSaneInstant('2999-01-01T00:00:00Z', { pastOnly: true })).toBe(true);
    expect(isSaneInstant('0000-01-01T00:00:00Z', { pastOnly: true })).toBe(false);
    expect(isSaneCalendarDate('2999-10-05', { pastOnly: true })).toBe(true);
  });
});
