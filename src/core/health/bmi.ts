import { inRange, type FieldIssue } from './field-issue';
import { roundTo } from './round';

export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/**
 * Asian-Indian cut-offs (Consensus statement for India, 2009; WHO expert consultation 2004):
 * lower than WHO's global 25/30 because South Asians carry more risk at the same BMI.
 */
const UNDERWEIGHT_BELOW = 18.5;
const OVERWEIGHT_FROM = 23;
const OBESE_FROM = 25;

/** These cut-offs are for adults; children need BMI-for-age charts, which this app does not have. */
export const BMI_ADULT_AGE = 18;

export const BODY_LIMITS = {
  // A premature newborn to the heaviest adults a home scale can weigh.
  weightKg: { min: 0.5, max: 350 },
  heightCm: { min: 30, max: 250 },
} as const;

/** kg / m², rounded to 1 decimal: the number shown to the user. */
export function bmi(weightKg: number, heightCm: number): number {
  if (!(weightKg > 0) || !(heightCm > 0)) {
    throw new RangeError('Weight and height must be positive numbers');
  }
  const m = heightCm / 100;
  return roundTo(weightKg / (m * m), 1);
}

/**
 * Classifies the value rounded to 1 decimal, the one the person reads. Otherwise a raw 22.96
 * would be shown as "23.0, Normal" while the chart says 23 is overweight. Rounded values are
 * compared to the published one-decimal bands (18.5-22.9 normal, 23.0-24.9 overweight).
 */
export function classifyBmi(value: number): BmiCategory {
  if (!Number.isFinite(value)) throw new RangeError('BMI must be a number');
  const shown = roundTo(value, 1);
  if (shown < UNDERWEIGHT_BELOW) return 'underweight';
  if (shown < OVERWEIGHT_FROM) return 'normal';
  if (shown < OBESE_FROM) return 'overweight';
  return 'obese';
}

export const BMI_LABELS: Record<BmiCategory, string> = {
  underweight: 'Underweight',
  normal: 'Normal',
  overweight: 'Overweight',
  obese: 'Obese',
};

/** Unknown age: the cut-offs are shown (most members with no birth date entered are adults). */
export function bmiAppliesToAge(ageYears: number | null): boolean {
  return ageYears === null || ageYears >= BMI_ADULT_AGE;
}

/**
 * The lightest and heaviest weight, to 0.1 kg (what a scale shows), that `classifyBmi` calls
 * normal at this height. Found by stepping from the textbook ends so the range and the badge can
 * never disagree: at 170 cm it is 53.4-66.3 kg, not the 53.5-66.2 of 18.5 × h² and 22.9 × h².
 */
export function healthyWeightRange(heightCm: number): { minKg: number; maxKg: number } {
  const { min, max } = BODY_LIMITS.heightCm;
  // Outside these heights the stepping below could walk to zero; no such person needs a range.
  if (!inRange(heightCm, min, max)) throw new RangeError('Height is outside what can be measured');
  const m = heightCm / 100;
  const isNormal = (kg: number) => classifyBmi(bmi(kg, heightCm)) === 'normal';
  const step = (kg: number, by: number) => roundTo(kg + by, 1);

  let minKg = roundTo(UNDERWEIGHT_BELOW * m * m, 1);
  while (!isNormal(minKg)) minKg = step(minKg, 0.1);
  while (isNormal(step(minKg, -0.1))) minKg = step(minKg, -0.1);

  let maxKg = roundTo((OVERWEIGHT_FROM - 0.1) * m * m, 1);
  while (!isNormal(maxKg)) maxKg = step(maxKg, -0.1);
  while (isNormal(step(maxKg, 0.1))) maxKg = step(maxKg, 0.1);

  return { minKg, maxKg };
}

type BodyField = 'weightKg' | 'heightCm';

export function bodyIssues(body: {
  weightKg?: number | null;
  heightCm?: number | null;
}): FieldIssue<BodyField>[] {
  const issues: FieldIssue<BodyField>[] = [];
  const w = BODY_LIMITS.weightKg;
  const h = BODY_LIMITS.heightCm;
  if (body.weightKg != null && !inRange(body.weightKg, w.min, w.max)) {
    issues.push({ field: 'weightKg', message: `Weight must be from ${w.min} to ${w.max} kg` });
  }
  if (body.heightCm != null && !inRange(body.heightCm, h.min, h.max)) {
    issues.push({ field: 'heightCm', message: `Height must be from ${h.min} to ${h.max} cm` });
  }
  return issues;
}
