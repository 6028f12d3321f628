import type { SugarReading } from '@core/contract/health';
import { recentAverages, type WindowAverage } from '@core/health/averages';
import { SUGAR_TYPES, type SugarType } from '@core/health/sugar';

export interface SugarAverageRow {
  type: SugarType;
  last7: WindowAverage;
  last30: WindowAverage;
}

type Reading = Pick<SugarReading, 'value' | 'type' | 'measuredAt'>;

/**
 * Averages per reading type: a fasting 95 and an after-meal 180 averaged together mean nothing.
 * HbA1c is already a three-month average and is left out. Types without a reading in 30 days
 * have no row.
 */
export function sugarAverages(readings: readonly Reading[], now: Date): SugarAverageRow[] {
  const rows: SugarAverageRow[] = [];
  for (const type of SUGAR_TYPES) {
    if (type === 'hba1c') continue;
    const values = readings
      .filter((r) => r.type === type)
      .map((r) => ({ measuredAt: r.measuredAt, value: r.value }));
    const { last7Days, last30Days } = recentAverages(values, now);
    if (last30Days.count > 0) rows.push({ type, last7: last7Days, last30: last30Days });
  }
  return rows;
}

/** A sugar value of 300 mg/dL or more, or a very low one, needs action now. */
export function isUrgentSugar(reading: Reading & Pick<SugarReading, 'category'>): boolean {
  return reading.category === 'very_low' || (reading.type !== 'hba1c' && reading.value >= 300);
}
