import type { BmiCategory } from '@core/health/bmi';

/**
 * The Asian-Indian BMI bands as the weight page shows them, one decimal as the app shows BMI.
 * `bmi-bands.test.ts` holds each end to `classifyBmi`, the app's own rule.
 */
export const BMI_BANDS: readonly {
  category: BmiCategory;
  from: number | null;
  to: number | null;
}[] = [
  { category: 'underweight', from: null, to: 18.4 },
  { category: 'normal', from: 18.5, to: 22.9 },
  { category: 'overweight', from: 23.0, to: 24.9 },
  { category: 'obese', from: 25.0, to: null },
];

/** "below 18.5", "18.5 to 22.9", "25.0 or more" in a language's words. */
export function bandText(
  band: (typeof BMI_BANDS)[number],
  words: { below: string; orMore: string; to: string },
): string {
  const f = (n: number) => n.toFixed(1);
  if (band.from === null && band.to !== null) return `${words.below} ${f(band.to + 0.1)}`;
  if (band.to === null && band.from !== null) return `${f(band.from)} ${words.orMore}`;
  return `${f(band.from ?? 0)} ${words.to} ${f(band.to ?? 0)}`;
}
