import { describe, expect, it } from 'vitest';
import { BP_CATEGORIES, classifyBloodPressure } from '@core/health/blood-pressure';
import { bpChartData, bpChartSummary, systolicBands } from './bp-chart-data';

describe('blood pressure chart data', () => {
  it('orders readings oldest first with time as x', () => {
    const points = bpChartData([
      { measuredAt: '2026-11-22T10:00:00Z', systolic: 185, diastolic: 125, pulse: null },
      { measuredAt: '2026-11-20T10:00:00Z', systolic: 130, diastolic: 85, pulse: 72 },
      { measuredAt: 'garbage', systolic: 120, diastolic: 80, pulse: null },
    ]);
    expect(points).toEqual([
      { t: Date.parse('2026-11-20T10:00:00Z'), systolic: 130, diastolic: 85, pulse: 72 },
      { t: Date.parse('2026-11-22T10:00:00Z'), systolic: 185, diastolic: 125, pulse: null },
    ]);
  });

  it('has one band per category, in order, touching each other', () => {
    const bands = systolicBands(220);
    expect(bands.map((b) => b.category)).toEqual([...BP_CATEGORIES]);
    for (let i = 1; i < bands.length; i++) expect(bands[i]?.y1).toBe(bands[i - 1]?.y2);
    expect(bands.at(-1)?.y2).toBe(220);
    expect(systolicBands(150).at(-1)?.y2).toBe(200);
  });

  it('draws the bands where classifyBloodPressure changes its answer', () => {
    const bands = systolicBands(220);
    for (const [i, band] of bands.entries()) {
      // A low diastolic leaves the systolic to decide.
      expect(classifyBloodPressure(Math.max(band.lowest, 50), 60)).toBe(band.category);
      const previous = bands[i - 1];
      if (previous) expect(classifyBloodPressure(band.lowest - 1, 60)).toBe(previous.category);
    }
  });

  it('summarises the chart for screen readers in en-IN dates', () => {
    const points = bpChartData([
      { measuredAt: '2026-11-20T10:00:00Z', systolic: 130, diastolic: 85, pulse: null },
      { measuredAt: '2026-11-22T20:00:00Z', systolic: 185, diastolic: 125, pulse: null },
    ]);
    expect(bpChartSummary(points, 'Asia/Kolkata')).toBe(
      'Blood pressure chart: 2 readings from 20 Nov 2026 to 23 Nov 2026. Systolic 130 to 185, diastolic 85 to 125 mmHg.',
    );
    expect(bpChartSummary([], 'Asia/Kolkata')).toBe('No readings in this period.');
  });
});
