import { roundTo } from './round';

export interface DatedValue {
  /** ISO 8601 time (or a Date). */
  measuredAt: string | Date;
  /** Null for an optional value that was not entered (a pulse, say). */
  value: number | null | undefined;
}

export interface WindowAverage {
  /** Rounded to 1 decimal; null when no reading falls in the window. */
  mean: number | null;
  count: number;
}

const DAY_MS = 86_400_000;

function toMs(t: string | Date): number {
  return typeof t === 'string' ? Date.parse(t) : t.getTime();
}

/**
 * Mean of the readings in the `days` × 24 hours up to `now` (later than now - days, not later
 * than now). A rolling window rather than calendar days keeps time zones out of this rule, and
 * "the last 7 days" then means the same at 9 am and at 11 pm. Readings after `now` (a phone clock
 * set ahead) are left out.
 */
export function averageOver(
  readings: readonly DatedValue[],
  now: string | Date,
  days: number,
): WindowAverage {
  const end = toMs(now);
  const start = end - days * DAY_MS;
  let sum = 0;
  let count = 0;
  for (const r of readings) {
    const t = toMs(r.measuredAt);
    if (r.value == null || !Number.isFinite(r.value) || !(t > start && t <= end)) continue;
    sum += r.value;
    count += 1;
  }
  return { mean: count === 0 ? null : roundTo(sum / count, 1), count };
}

/** The two averages every tracker shows (PRODUCT §5). */
export function recentAverages(
  readings: readonly DatedValue[],
  now: string | Date,
): { last7Days: WindowAverage; last30Days: WindowAverage } {
  return { last7Days: averageOver(readings, now, 7), last30Days: averageOver(readings, now, 30) };
}
