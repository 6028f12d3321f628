import { describe, expect, it } from 'vitest';
import { addMonthsUtc, isActivePeriod, nextPeriod } from './period';

const d = (iso: string) => new Date(iso);

describe('addMonthsUtc', () => {
  it('adds calendar months, keeping the time of day', () => {
    expect(addMonthsUtc(d('2026-11-22T04:30:00Z'), 12).toISOString()).toBe(
      '2027-11-22T04:30:00.000Z',
    );
    expect(addMonthsUtc(d('2026-11-22T04:30:00Z'), 2).toISOString()).toBe(
      '2027-01-22T04:30:00.000Z',
    );
  });

  it("clamps to the target month's last day", () => {
    expect(addMonthsUtc(d('2027-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addMonthsUtc(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonthsUtc(d('2028-02-29T10:00:00Z'), 12).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});

describe('nextPeriod (renewing extends from the current end, not from today)', () => {
  const now = d('2026-11-22T04:30:00Z');

  it('a first purchase runs a year from now', () => {
    expect(nextPeriod(null, now, 12)).toEqual({ start: now, end: d('2027-11-22T04:30:00Z') });
  });

  it('a renewal while active adds a year to the current end and keeps the start', () => {
    const current = { start: d('2026-03-01T00:00:00Z'), end: d('2027-03-01T00:00:00Z') };
    expect(nextPeriod(current, now, 12)).toEqual({
      start: current.start,
      end: d('2028-03-01T00:00:00Z'),
    });
  });

  it('a renewal one millisecond before the end still extends from the end', () => {
    const end = new Date(now.getTime() + 1);
    const next = nextPeriod({ start: d('2025-11-22T04:30:00Z'), end }, now, 12);
    expect(next.end.getTime()).toBe(addMonthsUtc(end, 12).getTime());
  });

  it('a renewal after the end (lapsed) starts from now: lost days are not paid for', () => {
    const lapsed = { start: d('2025-01-01T00:00:00Z'), end: d('2026-01-01T00:00:00Z') };
    expect(nextPeriod(lapsed, now, 12)).toEqual({ start: now, end: d('2027-11-22T04:30:00Z') });
    // Ending exactly now is over.
    expect(nextPeriod({ start: lapsed.start, end: now }, now, 12).start).toEqual(now);
  });
});

describe('isActivePeriod', () => {
  const now = d('2026-11-22T04:30:00Z');
  it('holds while the end is ahead, not at or after it', () => {
    expect(isActivePeriod(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isActivePeriod(now, now)).toBe(false);
    expect(isActivePeriod(null, now)).toBe(false);
  });
});
