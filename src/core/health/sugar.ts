import { roundTo } from './round';

export const SUGAR_TYPES = [
  'fasting',
  'before_meal',
  'after_meal',
  'random',
  'bedtime',
  'hba1c',
] as const;
export type SugarType = (typeof SUGAR_TYPES)[number];

export const SUGAR_CATEGORIES = ['very_low', 'low', 'normal', 'prediabetes', 'diabetes'] as const;
export type SugarCategory = (typeof SUGAR_CATEGORIES)[number];

/** mg/dL per mmol/L for glucose (molar mass 180.16 g/mol). */
export const MGDL_PER_MMOL = 18.016;

/** Lows (ADA): level 1 below 70 mg/dL, level 2 ("very low") below 54. */
const LOW_BELOW = 70;
const VERY_LOW_BELOW = 54;
/** Above this, whatever the type, the advice asks for urgent care (risk of DKA/HHS). */
const VERY_HIGH_FROM = 300;

/**
 * Thresholds per type: normal below `prediabetesFrom`, diabetes range from `diabetesFrom`.
 * - fasting: ADA 100 / 126.
 * - before_meal: as fasting. A reading before a meal follows hours without food, which is what
 *   the fasting cut-offs assume; using the looser after-meal ones would hide a high fasting-like
 *   value.
 * - after_meal (2 h): ADA OGTT 140 / 200.
 * - random and bedtime: as after meal. Both can follow food, so the fasting cut-offs would call
 *   ordinary readings high; 200 or more at any time is the ADA's random diabetes-range value.
 * - hba1c (%): 5.7 / 6.5.
 */
const THRESHOLDS: Record<SugarType, { prediabetesFrom: number; diabetesFrom: number }> = {
  fasting: { prediabetesFrom: 100, diabetesFrom: 126 },
  before_meal: { prediabetesFrom: 100, diabetesFrom: 126 },
  after_meal: { prediabetesFrom: 140, diabetesFrom: 200 },
  random: { prediabetesFrom: 140, diabetesFrom: 200 },
  bedtime: { prediabetesFrom: 140, diabetesFrom: 200 },
  hba1c: { prediabetesFrom: 5.7, diabetesFrom: 6.5 },
};

/**
 * `value` is mg/dL, or % for HbA1c. Compared as given (no rounding): 125.9 fasting is still
 * prediabetes, as "100-125" means below 126. HbA1c has no low category: a low HbA1c says nothing
 * about hypoglycaemia at one moment.
 */
export function classifySugar(value: number, type: SugarType): SugarCategory {
  if (!Number.isFinite(value)) throw new RangeError('Sugar must be a number');
  if (type !== 'hba1c') {
    if (value < VERY_LOW_BELOW) return 'very_low';
    if (value < LOW_BELOW) return 'low';
  }
  const t = THRESHOLDS[type];
  if (value >= t.diabetesFrom) return 'diabetes';
  if (value >= t.prediabetesFrom) return 'prediabetes';
  return 'normal';
}

/** For display: 1 decimal, as Indian and international meters show mmol/L. */
export function mgdlToMmol(mgdl: number): number {
  return roundTo(mgdl / MGDL_PER_MMOL, 1);
}

/**
 * For storing a value typed in mmol/L. One decimal keeps 7.0 mmol/L at 126.1 mg/dL (diabetes
 * range, as 7.0 means) instead of rounding it down to the whole number 126 or up past a boundary.
 */
export function mmolToMgdl(mmol: number): number {
  return roundTo(mmol * MGDL_PER_MMOL, 1);
}

export const SUGAR_TYPE_LABELS: Record<SugarType, string> = {
  fasting: 'Fasting',
  before_meal: 'Before meal',
  after_meal: 'After meal (2 h)',
  random: 'Random',
  bedtime: 'Bedtime',
  hba1c: 'HbA1c',
};

export const SUGAR_CATEGORY_LABELS: Record<SugarCategory, string> = {
  very_low: 'Very low',
  low: 'Low',
  normal: 'Normal',
  prediabetes: 'Prediabetes range',
  diabetes: 'Diabetes range',
};

const ADVICE: Record<SugarCategory, string> = {
  very_low:
    'Very low. Take 15 g of fast sugar now (3 teaspoons of sugar or glucose in water, or half a glass of fruit juice) and check again in 15 minutes. If the person is drowsy, confused or cannot swallow, call 112 at once.',
  low: 'Low. Take 15 g of fast sugar (3 teaspoons of sugar or glucose in water) and check again in 15 minutes.',
  normal: 'In the normal range.',
  prediabetes:
    'Higher than normal. Regular activity, less sugar and refined food, and a check-up with your doctor help keep diabetes away.',
  diabetes:
    'In the diabetes range. One reading is not a diagnosis: please show your readings to your doctor.',
};

export function sugarAdvice(value: number, type: SugarType): string {
  if (type !== 'hba1c' && value >= VERY_HIGH_FROM) {
    return 'Very high. Contact your doctor today. If there is vomiting, drowsiness, confusion or fast breathing, call 112 or go to the nearest emergency now.';
  }
  return ADVICE[classifySugar(value, type)];
}

/**
 * Plausible entries: 10-1000 mg/dL covers lab values above a meter's 600 "HI" while catching a
 * slipped digit; 3-20 % covers every HbA1c a lab reports.
 */
export const SUGAR_LIMITS = {
  mgdl: { min: 10, max: 1000 },
  hba1c: { min: 3, max: 20 },
} as const;

/** The message for an implausible value, or null when it is fine. */
export function sugarValueIssue(value: number, type: SugarType): string | null {
  const ok = (min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
  if (type === 'hba1c') {
    const { min, max } = SUGAR_LIMITS.hba1c;
    return ok(min, max) ? null : `HbA1c must be from ${min} to ${max} %`;
  }
  const { min, max } = SUGAR_LIMITS.mgdl;
  return ok(min, max) ? null : `Sugar must be from ${min} to ${max} mg/dL`;
}
