import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  daysBetween,
  DEFAULT_TIME_ZONE,
  isCalendarDay,
  localDay,
  localTime,
  weekdayOf,
  zonedTimeToUtc,
} from './time-zone';

const NY = 'America/New_York';

describe('calendar days', () => {
  it.each(['2026-01-01', '2024-02-29', '2026-12-31'])('accepts %s', (d) => {
    expect(isCalendarDay(d)).toBe(true);
  });
  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '', '2026-01-01T00:00'])(
    'refuses %j',
    (d) => {
      expect(isCalendarDay(d)).toBe(false);
    },
  );
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });
  it('counts days between two days', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-22')).toBe(-3);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
  it('knows the weekday, 0 = Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('IST (UTC+05:30, no daylight saving)', () => {
  it('is the default zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(zonedTimeToUtc('2026-11-22', '08:00').toISOString()).toBe('2026-11-22T02:30:00.000Z');
  });
  it('maps 00:00 IST to 18:30 UTC of the day before', () => {
    expect(zonedTimeToUtc('2026-11-22', '00:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    );
  });
  it('finds the IST day of an instant on both sides of 18:30 UTC', () => {
    expect(localDay(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(localDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(localTime(new Date('2026-11-21T18:30:00Z'))).toBe('00:00');
  });
  it('has no jump in March or November', () => {
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-07T21:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-10-31T20:00:00.000Z',
    );
  });
  it('gives a day of exactly 24 hours', () => {
    const { start, end } = dayRange('2026-11-22', 'Asia/Kolkata');
    expect(start.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(24 * 3_600_000);
  });
});

describe('America/New_York across its daylight-saving changes', () => {
  it('uses EST in winter and EDT in summer', () => {
    expect(zonedTimeToUtc('2026-01-15', '08:00', NY).toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-15', '08:00', NY).toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
  });
  it('moves a 02:30 that does not exist on 8 Mar 2026 forward to 03:30 EDT', () => {
    const at = zonedTimeToUtc('2026-03-08', '02:30', NY);
    expect(at.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(localTime(at, NY)).toBe('03:30');
    expect(localDay(at, NY)).toBe('2026-03-08');
  });
  it('keeps the times either side of the spring gap', () => {
    expect(zonedTimeToUtc('2026-03-08', '01:59', NY).toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(zonedTimeToUtc('2026-03-08', '03:00', NY).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });
  it('takes the first of the two 01:30s on 1 Nov 2026 (EDT, not EST)', () => {
    expect(zonedTimeToUtc('2026-11-01', '01:30', NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-01', '02:00', NY).toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });
  it('has a 23-hour day in March and a 25-hour day in November', () => {
    const spring = dayRange('2026-03-08', NY);
    const fall = dayRange('2026-11-01', NY);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3_600_000);
  });
});

describe('zones east of IST and across the date line', () => {
  it('handles a +05:45 and a +14:00 zone', () => {
    expect(zonedTimeToUtc('2026-11-22', '08:00', 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-22T02:15:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-22', '08:00', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-11-21T18:00:00.000Z',
    );
  });
});

describe('bad input', () => {
  it('refuses a day or time that does not exist and an unknown zone', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '08:00')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-10', '24:00')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-10', '08:00', 'India/Delhi')).toThrow(RangeError);
    expect(() => localDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
