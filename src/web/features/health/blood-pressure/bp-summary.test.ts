import { describe, expect, it } from 'vitest';
import { bpAverages, formatBp } from './bp-summary';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('blood pressure averages', () => {
  it('averages both numbers over 7 and 30 days and classifies the average', () => {
    const readings = [
      { systolic: 130, diastolic: 85, pulse: 70, measuredAt: daysAgo(1) },
      { systolic: 120, diastolic: 75, pulse: null, measuredAt: daysAgo(3) },
      { systolic: 160, diastolic: 100, pulse: 90, measuredAt: daysAgo(20) },
      { systolic: 200, diastolic: 130, pulse: 90, measuredAt: daysAgo(40) },
    ];
    const { last7, last30 } = bpAverages(readings, now);
    expect(last7).toEqual({
      systolic: 125,
      diastolic: 80,
      pulse: 70,
      count: 2,
      pulseCount: 1,
      category: 'stage1',
    });
    expect(last30.count).toBe(3);
    expect(last30.systolic).toBe(136.7);
    expect(last30.diastolic).toBe(86.7);
    expect(last30.pulse).toBe(80);
    expect(last30.category).toBe('stage1');
  });

  it('has no average and no category without readings', () => {
    expect(bpAverages([], now).last7).toEqual({
      systolic: null,
      diastolic: null,
      pulse: null,
      count: 0,
      pulseCount: 0,
      category: null,
    });
  });

  it('shows whole mmHg', () => {
    expect(formatBp(136.7, 86.2)).toBe('137/86');
  });
});
