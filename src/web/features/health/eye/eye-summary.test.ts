import { describe, expect, it } from 'vitest';
import type { EyeTest } from '@core/contract/health';
import { eyeChartData, eyeChartSummary } from './eye-chart-data';
import { checkupStatus, eyeChangeSummary, intervalText } from './eye-summary';

const test = (testDate: string, right: number, left: number, cyl = 0): EyeTest => ({
  id: testDate,
  memberId: 'm',
  testDate,
  right: { sph: right, cyl, axis: cyl ? 180 : null, add: null, acuity: null },
  left: { sph: left, cyl: null, axis: null, add: null, acuity: null },
  pd: null,
  nextCheckup: null,
  notes: null,
});

describe('eye test change', () => {
  it('shows the change per eye between two tests a year apart', () => {
    const summary = eyeChangeSummary(test('2026-11-20', -1.5, -1.25), test('2025-11-20', -1, -1));
    expect(summary?.days).toBe(365);
    expect(summary?.lines).toEqual([
      {
        eye: 'Right eye',
        fromTo: '-1.00 → -1.50',
        change: '-0.50 D',
        perYear: '-0.50 D a year',
        progressing: true,
      },
      {
        eye: 'Left eye',
        fromTo: '-1.00 → -1.25',
        change: '-0.25 D',
        perYear: '-0.25 D a year',
        progressing: false,
      },
    ]);
  });

  it('uses the spherical equivalent and gives no yearly rate for tests months apart', () => {
    const summary = eyeChangeSummary(test('2026-03-01', -1, -1, -0.5), test('2026-01-01', -1, -1));
    expect(summary?.lines[0]).toMatchObject({ fromTo: '-1.00 → -1.25', perYear: null });
    expect(eyeChangeSummary(test('2026-03-01', -1, -1), null)).toBeNull();
  });

  it('says the gap in words', () => {
    expect(intervalText(365)).toBe('1 year');
    expect(intervalText(730)).toBe('2 years');
    expect(intervalText(426)).toBe('1 year 2 months');
    expect(intervalText(200)).toBe('7 months');
    expect(intervalText(20)).toBe('20 days');
  });

  it('knows when the next check-up is due', () => {
    expect(checkupStatus(null, '2026-11-22')).toEqual({ kind: 'none' });
    expect(checkupStatus('2026-11-20', '2026-11-22')).toEqual({ kind: 'overdue', days: 2 });
    expect(checkupStatus('2026-11-22', '2026-11-22')).toEqual({ kind: 'soon', days: 0 });
    expect(checkupStatus('2026-12-22', '2026-11-22')).toEqual({ kind: 'soon', days: 30 });
    expect(checkupStatus('2027-11-22', '2026-11-22')).toEqual({ kind: 'later', days: 365 });
  });

  it('charts SPH per eye over the years, oldest first', () => {
    const points = eyeChartData([test('2026-11-20', -1.5, -1.25), test('2025-11-20', -1, -1)]);
    expect(points).toEqual([
      { t: Date.parse('2025-11-20T00:00:00Z'), right: -1, left: -1 },
      { t: Date.parse('2026-11-20T00:00:00Z'), right: -1.5, left: -1.25 },
    ]);
    expect(eyeChartSummary(points)).toBe(
      'SPH chart: 2 tests. Right eye -1.00 to -1.50, left eye -1.00 to -1.25.',
    );
  });
});
