import type { BloodPressureCategory } from '@core/health/blood-pressure';
import type { BmiCategory } from '@core/health/bmi';
import type { SugarCategory } from '@core/health/sugar';

/** How worrying a category is; the badge shows it with an icon and words, never colour alone. */
export type Tone = 'good' | 'watch' | 'high' | 'danger';

export const BP_TONES: Record<BloodPressureCategory, Tone> = {
  normal: 'good',
  elevated: 'watch',
  stage1: 'high',
  stage2: 'danger',
  crisis: 'danger',
};

export const SUGAR_TONES: Record<SugarCategory, Tone> = {
  very_low: 'danger',
  low: 'high',
  normal: 'good',
  prediabetes: 'watch',
  diabetes: 'danger',
};

export const BMI_TONES: Record<BmiCategory, Tone> = {
  underweight: 'watch',
  normal: 'good',
  overweight: 'watch',
  obese: 'high',
};

/** Badge colours: each text colour passes WCAG AA (4.5:1) on its own background. */
export const TONE_CLASSES: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  watch: 'bg-amber-50 text-amber-900 ring-amber-200',
  high: 'bg-orange-50 text-orange-900 ring-orange-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

/** Chart band fills (light, behind the lines), matching the badges. */
export const TONE_FILLS: Record<Tone, string> = {
  good: '#10b981',
  watch: '#f59e0b',
  high: '#f97316',
  danger: '#ef4444',
};
