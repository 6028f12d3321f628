import type { SugarType } from '@core/health/sugar';

/**
 * The sugar bands the diabetes page shows, per kind of reading: normal below `prediabetesFrom`,
 * prediabetes range up to `diabetesFrom`, diabetes range from there; lows below 70 and 54 mg/dL
 * (not for HbA1c). `sugar-bands.test.ts` holds every number to `classifySugar`, the app's rule.
 */
export const SUGAR_ROWS: readonly {
  types: readonly SugarType[];
  prediabetesFrom: number;
  diabetesFrom: number;
  unit: 'mg/dL' | '%';
}[] = [
  { types: ['fasting', 'before_meal'], prediabetesFrom: 100, diabetesFrom: 126, unit: 'mg/dL' },
  {
    types: ['after_meal', 'random', 'bedtime'],
    prediabetesFrom: 140,
    diabetesFrom: 200,
    unit: 'mg/dL',
  },
  { types: ['hba1c'], prediabetesFrom: 5.7, diabetesFrom: 6.5, unit: '%' },
];

export const LOW_BELOW = 70;
export const VERY_LOW_BELOW = 54;
/** From here, whatever the kind of reading (not HbA1c), the app's advice is urgent care. */
export const VERY_HIGH_FROM = 300;

/** The highest value still in a band, as the tables write it: 99, 125, 6.4. */
export function bandTop(limit: number, unit: 'mg/dL' | '%'): string {
  return unit === '%' ? (limit - 0.1).toFixed(1) : String(limit - 1);
}
