import type { SugarReading } from '@core/contract/health';
import {
  MGDL_PER_MMOL,
  SUGAR_CATEGORY_LABELS,
  type SugarCategory,
  type SugarType,
} from '@core/health/sugar';
import { SUGAR_TONES, type Tone } from '../category-tones';
import { inUnit, type SugarUnit } from './sugar-units';

export interface SugarPoint {
  t: number;
  value: number;
}

/** One type's readings, oldest first, in the chosen unit. */
export function sugarChartData(
  readings: readonly Pick<SugarReading, 'measuredAt' | 'value' | 'type'>[],
  type: SugarType,
  unit: SugarUnit,
): SugarPoint[] {
  return readings
    .filter((r) => r.type === type)
    .map((r) => ({ t: Date.parse(r.measuredAt), value: inUnit(r.value, type, unit) }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

/** The types present, in the order of the type list, and the one to show first (the latest). */
export function chartTypes(
  readings: readonly Pick<SugarReading, 'type'>[],
  order: readonly SugarType[],
): { types: SugarType[]; initial: SugarType | null } {
  const present = new Set(readings.map((r) => r.type));
  return { types: order.filter((t) => present.has(t)), initial: readings[0]?.type ?? null };
}

/**
 * Where each category starts, in mg/dL (or %): PRODUCT §5 and core/health/sugar. The tests check
 * every edge against classifySugar, so the bands cannot drift from the badges.
 */
const EDGES: Record<SugarType, { prediabetes: number; diabetes: number }> = {
  fasting: { prediabetes: 100, diabetes: 126 },
  before_meal: { prediabetes: 100, diabetes: 126 },
  after_meal: { prediabetes: 140, diabetes: 200 },
  random: { prediabetes: 140, diabetes: 200 },
  bedtime: { prediabetes: 140, diabetes: 200 },
  hba1c: { prediabetes: 5.7, diabetes: 6.5 },
};
const LOW_FROM = 54;
const NORMAL_FROM = 70;

export interface SugarBand {
  category: SugarCategory;
  label: string;
  tone: Tone;
  /** First value (stored unit) in the category; the band spans y1-y2 in the shown unit. */
  from: number;
  y1: number;
  y2: number;
}

export function sugarBands(type: SugarType, unit: SugarUnit, top: number): SugarBand[] {
  const e = EDGES[type];
  const scale = (v: number) => (type !== 'hba1c' && unit === 'mmol' ? v / MGDL_PER_MMOL : v);
  const edges: [SugarCategory, number][] =
    type === 'hba1c'
      ? [
          ['normal', 0],
          ['prediabetes', e.prediabetes],
          ['diabetes', e.diabetes],
        ]
      : [
          ['very_low', 0],
          ['low', LOW_FROM],
          ['normal', NORMAL_FROM],
          ['prediabetes', e.prediabetes],
          ['diabetes', e.diabetes],
        ];
  return edges.map(([category, from], i) => {
    const next = edges[i + 1]?.[1];
    return {
      category,
      label: SUGAR_CATEGORY_LABELS[category],
      tone: SUGAR_TONES[category],
      from,
      y1: scale(from),
      y2: next === undefined ? Math.max(top, scale(from) * 1.2) : scale(next),
    };
  });
}
