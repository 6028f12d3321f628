import { describe, expect, it } from 'vitest';
import { averageOver, recentAverages } from './averages';

const NOW = '2026-03-31T12:00:00.000Z';
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.parse(NOW) - hoursAgo * HOUR).toISOString();

describe('averageOver', () => {
  it('covers the last 7 × 24 hours: now is in, exactly 7 days ago is out', () => {
    const readings = [
      { measuredAt: at(0), value: 120 },
      { measuredAt: at(7 * 24 - 1), value: 130 },
      { measuredAt: at(7 * 24), value: 500 },
    ];
    expect(averageOver(readings, NOW, 7)).toEqual({ mean: 125, count: 2 });
  });
  it('leaves out readings after now (a device clock ahead) and empty values', () => {
    const readings = [
      { measuredAt: at(-1), value: 200 },
      { measuredAt: at(1), value: 100 },
      { measuredAt: at(2), value: null },
      { measuredAt: 'not a date', value: 300 },
    ];
    expect(averageOver(readings, NOW, 7)).toEqual({ mean: 100, count: 1 });
  });
  it('answers a null mean, not 0, when nothing is in the window', () => {
    expect(averageOver([], NOW, 30)).toEqual({ mean: null, count: 0 });
  });
  it('rounds the mean to 1 decimal', () => {
    const readings = [100, 101, 101].map((value, i) => ({ measuredAt: at(i), value }));
    expect(averageOver(readings, NOW, 7).mean).toBe(100.7);
  });
  it('accepts Date objects', () => {
    expect(averageOver([{ measuredAt: new Date(at(1)), value: 5 }], new Date(NOW), 7)).toEqual({
      mean: 5,
      count: 1,
    });
  });
});

describe('recentAverages', () => {
  it('gives 7- and 30-day averages together', () => {
    const readings = [
      { measuredAt: at(24), value: 110 },
      { measuredAt: at(10 * 24), value: 130 },
      { measuredAt: at(29 * 24), value: 150 },
      { measuredAt: at(31 * 24), value: 900 },
    ];
    expect(recentAverages(readings, NOW)).toEqual({
      last7Days: { mean: 110, count: 1 },
      last30Days: { mean: 130, count: 3 },
    });
  });
});
