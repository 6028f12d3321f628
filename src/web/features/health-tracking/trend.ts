import { t } from '@lingui/core/macro';

export type TrendDirection = 'up' | 'down' | 'flat';

/**
 * Which way a value moved since the reading before it. A change no larger than `tolerance` is
 * flat: meters and scales wobble by a little, and an arrow for 0.1 kg would be noise. Null
 * without a previous value.
 */
export function trendOf(
  latest: number,
  previous: number | null | undefined,
  tolerance = 0,
): TrendDirection | null {
  if (previous === null || previous === undefined) return null;
  if (!Number.isFinite(latest) || !Number.isFinite(previous)) return null;
  const change = latest - previous;
  // Rounded first so 0.1 + 0.2 style float noise cannot turn flat into up.
  const rounded = Math.round(change * 1000) / 1000;
  if (Math.abs(rounded) <= tolerance) return 'flat';
  return rounded > 0 ? 'up' : 'down';
}

/**
 * Blood pressure moves as two numbers: the top one decides, and when it held still the bottom
 * one does (140/90 after 140/80 is up).
 */
export function bloodPressureTrend(
  latest: { systolic: number; diastolic: number },
  previous: { systolic: number; diastolic: number } | null | undefined,
  tolerance = TREND_TOLERANCE.bloodPressure,
): TrendDirection | null {
  if (!previous) return null;
  const top = trendOf(latest.systolic, previous.systolic, tolerance);
  return top === 'flat' ? trendOf(latest.diastolic, previous.diastolic, tolerance) : top;
}

/** What counts as "no change", in each tracker's unit. */
export const TREND_TOLERANCE = {
  /** mmHg: a home monitor repeats within a few mmHg. */
  bloodPressure: 2,
  /** mg/dL; HbA1c in % separately. */
  sugar: 2,
  hba1c: 0.1,
  /** kg. */
  weight: 0.2,
  /** Dioptres: prescriptions move in 0.25 steps, so any change is real. */
  eye: 0,
} as const;

/** 'Up from 128/82', in the active language. */
export function trendText(direction: TrendDirection, from: string): string {
  if (direction === 'up') return t`Up from ${from}`;
  if (direction === 'down') return t`Down from ${from}`;
  return t`No change from ${from}`;
}
