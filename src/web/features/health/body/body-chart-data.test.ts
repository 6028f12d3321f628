import { describe, expect, it } from 'vitest';
import { BMI_CATEGORIES, classifyBmi } from '@core/health/bmi';
import { bmiBands, bodyChartData } from './body-chart-data';
import { weightAverages, weightChange } from './body-summary';

describe('weight chart and summary', () => {
  it('orders measurements oldest first with weight and BMI', () => {
    expect(
      bodyChartData([
        { measuredAt: '2026-11-22T02:00:00Z', weightKg: 66.5, bmi: 23 },
        { measuredAt: '2026-10-22T02:00:00Z', weightKg: 68, bmi: 23.5 },
      ]),
    ).toEqual([
      { t: Date.parse('2026-10-22T02:00:00Z'), weightKg: 68, bmi: 23.5 },
      { t: Date.parse('2026-11-22T02:00:00Z'), weightKg: 66.5, bmi: 23 },
    ]);
  });

  it('draws the BMI bands at the Asian-Indian cut-offs classifyBmi uses', () => {
    const bands = bmiBands(28);
    expect(bands.map((b) => b.category)).toEqual([...BMI_CATEGORIES]);
    for (const [i, band] of bands.entries()) {
      expect(classifyBmi(Math.max(band.y1, 10))).toBe(band.category);
      const previous = bands[i - 1];
      if (previous) expect(classifyBmi(band.y1 - 0.1)).toBe(previous.category);
    }
    expect(bands.at(-1)?.y2).toBe(30);
  });

  it('averages the weight and says how it changed', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const averages = weightAverages(
      [
        { weightKg: 66, measuredAt: '2026-11-21T02:00:00Z' },
        { weightKg: 67, measuredAt: '2026-11-10T02:00:00Z' },
      ],
      now,
    );
    expect(averages.last7Days).toEqual({ mean: 66, count: 1 });
    expect(averages.last30Days).toEqual({ mean: 66.5, count: 2 });
    const at = '2026-11-21T02:00:00Z';
    expect(weightChange({ weightKg: 66.5, measuredAt: at }, { weightKg: 68, measuredAt: at })).toBe(
      '−1.5 kg since the last measurement',
    );
    expect(weightChange({ weightKg: 68.2, measuredAt: at }, { weightKg: 68, measuredAt: at })).toBe(
      '+0.2 kg since the last measurement',
    );
    expect(weightChange({ weightKg: 68, measuredAt: at }, null)).toBeNull();
  });
});
