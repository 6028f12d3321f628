import { describe, expect, it } from 'vitest';
import { classifySugar, SUGAR_TYPES } from '@core/health/sugar';
import { chartTypes, sugarBands, sugarChartData } from './sugar-chart-data';

describe('sugar chart data', () => {
  const readings = [
    { measuredAt: '2026-11-22T02:00:00Z', value: 126, type: 'fasting' as const },
    { measuredAt: '2026-11-21T08:00:00Z', value: 180, type: 'after_meal' as const },
    { measuredAt: '2026-11-20T02:00:00Z', value: 99, type: 'fasting' as const },
  ];

  it('keeps one type, oldest first, in the chosen unit', () => {
    expect(sugarChartData(readings, 'fasting', 'mgdl')).toEqual([
      { t: Date.parse('2026-11-20T02:00:00Z'), value: 99 },
      { t: Date.parse('2026-11-22T02:00:00Z'), value: 126 },
    ]);
    expect(sugarChartData(readings, 'fasting', 'mmol').map((p) => p.value)).toEqual([5.5, 7]);
  });

  it('offers the types present and starts with the latest reading type', () => {
    expect(chartTypes(readings, SUGAR_TYPES)).toEqual({
      types: ['fasting', 'after_meal'],
      initial: 'fasting',
    });
    expect(chartTypes([], SUGAR_TYPES)).toEqual({ types: [], initial: null });
  });

  it('draws every band where classifySugar changes its answer, for every type', () => {
    for (const type of SUGAR_TYPES) {
      const bands = sugarBands(type, 'mgdl', 400);
      for (const [i, band] of bands.entries()) {
        const probe = Math.max(band.from, type === 'hba1c' ? 3 : 10);
        expect(classifySugar(probe, type)).toBe(band.category);
        const previous = bands[i - 1];
        if (previous) {
          const below = band.from - (type === 'hba1c' ? 0.01 : 0.1);
          expect(classifySugar(below, type)).toBe(previous.category);
          expect(band.y1).toBe(previous.y2);
        }
      }
    }
  });

  it('has no low bands for HbA1c and scales the bands to mmol/L', () => {
    expect(sugarBands('hba1c', 'mmol', 8).map((b) => [b.category, b.y1])).toEqual([
      ['normal', 0],
      ['prediabetes', 5.7],
      ['diabetes', 6.5],
    ]);
    const fasting = sugarBands('fasting', 'mmol', 12);
    expect(fasting.find((b) => b.category === 'diabetes')?.y1).toBeCloseTo(6.99, 2);
    expect(fasting.find((b) => b.category === 'normal')?.y1).toBeCloseTo(3.89, 2);
  });
});
