import type { BodyMeasurement } from '@core/contract/health';
import { BMI_LABELS, type BmiCategory } from '@core/health/bmi';
import { BMI_TONES, type Tone } from '../category-tones';

export interface BodyPoint {
  t: number;
  weightKg: number;
  bmi: number;
}

export function bodyChartData(
  readings: readonly Pick<BodyMeasurement, 'measuredAt' | 'weightKg' | 'bmi'>[],
): BodyPoint[] {
  return readings
    .map((r) => ({ t: Date.parse(r.measuredAt), weightKg: r.weightKg, bmi: r.bmi }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

export interface BmiBand {
  category: BmiCategory;
  label: string;
  tone: Tone;
  y1: number;
  y2: number;
}

/** Asian-Indian cut-offs (18.5, 23, 25) as bands on the BMI axis; tested against classifyBmi. */
export function bmiBands(top: number): BmiBand[] {
  const band = (category: BmiCategory, y1: number, y2: number): BmiBand => ({
    category,
    label: BMI_LABELS[category],
    tone: BMI_TONES[category],
    y1,
    y2,
  });
  return [
    band('underweight', 0, 18.5),
    band('normal', 18.5, 23),
    band('overweight', 23, 25),
    band('obese', 25, Math.max(top, 30)),
  ];
}
