import { afterAll, describe, expect, it } from 'vitest';
import { activate } from './i18n/i18n';
import { formatCalendarDate, formatDateTime } from './format-date';

describe('formatDateTime (PRODUCT §1: en-IN)', () => {
  it('shows IST by default as "22 Nov 2026, 4:05 pm"', () => {
    expect(formatDateTime('2026-11-22T10:35:00Z')).toBe('22 Nov 2026, 4:05 pm');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-11-22T10:35:00Z', 'UTC')).toBe('22 Nov 2026, 10:35 am');
    expect(formatDateTime('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 1:30 am');
    expect(formatDateTime('2026-11-22T18:35:00Z')).toBe('23 Nov 2026, 12:05 am');
    expect(formatDateTime('2026-11-22T06:35:00Z')).toBe('22 Nov 2026, 12:05 pm');
  });

  it('falls back to IST for an unknown zone and to "" for a bad date', () => {
    expect(formatDateTime('2026-11-22T10:35:00Z', 'Mars/Olympus')).toBe('22 Nov 2026, 4:05 pm');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('shows a date of birth without shifting the day', () => {
    expect(formatCalendarDate('1990-05-03')).toBe('3 May 1990');
  });
});

describe('formatDateTime in Hindi (ADR 026: no English am/pm on a Hindi screen)', () => {
  afterAll(() => activate('en'));

  it('says the part of the day in Hindi words, as the dose times do', async () => {
    await activate('hi');
    const morning = formatDateTime('2026-11-22T05:15:00Z'); // 10:45 am IST
    expect(morning).toBe('22 नव॰ 2026, सुबह 10:45');
    expect(formatDateTime('2026-11-22T14:30:00Z')).toBe('22 नव॰ 2026, रात 8:00');
    for (const value of [morning, formatDateTime('2026-11-22T10:35:00Z')])
      expect(value).not.toMatch(/\b(am|pm)\b/i);
  });
});
