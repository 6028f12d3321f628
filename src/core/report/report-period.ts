import { averageOver, type DatedValue, type WindowAverage } from '../health/averages';
import { adherence, type Adherence } from '../medicines/adherence';
import type { MedicationPlan } from '../medicines/dose-times';
import type { DoseLogLike } from '../medicines/dose-status';
import { DEFAULT_TIME_ZONE } from '../medicines/time-zone';

/** The doctor's report covers the last 90 days: readings, charts and the period's averages. */
export const REPORT_DAYS = 90;
/** Adherence is shown for the last 30 and the last 90 days. */
export const ADHERENCE_DAYS = [30, 90] as const;

const DAY_MS = 86_400_000;

/**
 * "The last N days" the way the trackers' averages count them (averageOver): the `days` × 24
 * hours up to now, later than now - days and up to now itself. As a half-open [from, to) for the
 * dose rules: a dose exactly N days ago is out, a dose at this very minute is in.
 */
export function lastDays(now: Date, days: number): { from: Date; to: Date } {
  const end = now.getTime();
  return { from: new Date(end - days * DAY_MS + 1), to: new Date(end + 1) };
}

/**
 * Adherence over the last `days` (core adherence: taken, missed as logged or two hours late,
 * pending while still due). Pass the member's medications with their creation time as
 * course.addedAt, and their logs of at least lastDays(now, days).
 */
export function adherenceOverLastDays(
  medications: readonly MedicationPlan[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  days: number,
  timeZone = DEFAULT_TIME_ZONE,
): Adherence {
  return adherence(medications, logs, lastDays(now, days), now, timeZone);
}

/** The trackers' 7- and 30-day averages, and the report period's. */
export interface ReportAverage {
  last7: WindowAverage;
  last30: WindowAverage;
  period: WindowAverage;
}

export function reportAverages(
  readings: readonly DatedValue[],
  now: Date,
  periodDays = REPORT_DAYS,
): ReportAverage {
  return {
    last7: averageOver(readings, now, 7),
    last30: averageOver(readings, now, 30),
    period: averageOver(readings, now, periodDays),
  };
}
