import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '@web/lib/i18n/i18n';
import { rangeFrom } from './chart-ranges';
import { formatTick, paddedDomain, spanDays, ticksFor } from './chart-format';
import { listUrl } from './queries';

describe('chart ranges', () => {
  const now = new Date('2026-11-22T20:00:00Z'); // 23 Nov, 1:30 am in IST

  it('starts at midnight on the user calendar, whole days back', () => {
    expect(rangeFrom('30d', now, 'Asia/Kolkata')).toBe('2026-10-23T18:30:00.000Z');
    expect(rangeFrom('90d', now, 'UTC')).toBe('2026-08-24T00:00:00.000Z');
    expect(rangeFrom('1y', now, 'UTC')).toBe('2025-11-22T00:00:00.000Z');
    expect(rangeFrom('all', now, 'UTC')).toBeUndefined();
  });

  it('keeps the same start all day (one cached request)', () => {
    const morning = new Date('2026-11-22T19:00:00Z');
    const night = new Date('2026-11-23T18:00:00Z');
    expect(rangeFrom('30d', morning, 'Asia/Kolkata')).toBe(rangeFrom('30d', night, 'Asia/Kolkata'));
  });

  it('covers the rolling 30-day window of the averages', () => {
    const from = rangeFrom('30d', now, 'Asia/Kolkata') ?? '';
    expect(Date.parse(from)).toBeLessThanOrEqual(now.getTime() - 30 * 86_400_000);
  });

  it('asks the API for one member, newest first, with a limit', () => {
    expect(listUrl('blood-pressure', { memberId: 'm1', limit: 20 })).toBe(
      '/api/blood-pressure?memberId=m1&limit=20',
    );
    expect(
      listUrl('weight-height', { memberId: 'm 1', from: '2026-10-23T18:30:00.000Z', limit: 1000 }),
    ).toBe('/api/body-measurements?memberId=m+1&limit=1000&from=2026-10-23T18%3A30%3A00.000Z');
    expect(listUrl('eye-sight', { memberId: 'x', limit: 1 })).toMatch(/^\/api\/eye-tests\?/);
    expect(listUrl('sugar-levels', { memberId: 'x', limit: 1 })).toMatch(/^\/api\/sugar-levels\?/);
  });
});

describe('chart axes', () => {
  it('labels days in the user zone, and months over longer spans', () => {
    const t = Date.parse('2026-11-22T20:00:00Z');
    expect(formatTick(t, 'Asia/Kolkata', 30)).toBe('23 Nov');
    expect(formatTick(t, 'UTC', 30)).toBe('22 Nov');
    expect(formatTick(t, 'UTC', 800)).toBe("Nov '26");
  });

  describe('in Hindi', () => {
    afterAll(() => activate('en'));

    it('names the month in Hindi (ADR 026)', async () => {
      await activate('hi');
      const t = Date.parse('2026-11-22T20:00:00Z');
      const month = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' }).format(t);
      expect(month).toMatch(/^\p{Script=Devanagari}/u);
      expect(formatTick(t, 'Asia/Kolkata', 30)).toBe(`23 ${month}`);
      expect(formatTick(t, 'UTC', 800)).toBe(`${month} '26`);
    });
  });

  it('measures the span and pads the domain to round numbers around the bands', () => {
    expect(spanDays([0, 86_400_000 * 3])).toBe(3);
    expect(spanDays([5])).toBe(0);
    expect(paddedDomain([118, 185], 60, 160, 10)).toEqual([60, 190]);
    expect(paddedDomain([45, 120], 60, 160, 10)).toEqual([40, 160]);
    expect(paddedDomain([], 60, 160, 10)).toEqual([60, 160]);
  });
});

describe('chart ticks', () => {
  it('puts round ticks inside the domain', () => {
    expect(ticksFor(60, 190, 20)).toEqual([60, 80, 100, 120, 140, 160, 180]);
    expect(ticksFor(-2, 1, 0.5)).toEqual([-2, -1.5, -1, -0.5, 0, 0.5, 1]);
    expect(ticksFor(3, 12, 2)).toEqual([4, 6, 8, 10, 12]);
  });
});
