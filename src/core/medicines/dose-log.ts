import { isInCourse } from './course';
import { dosesBetween, type MedicationPlan, type ScheduledDose } from './dose-times';
import { isTooFarAhead } from './take-window';
import { DEFAULT_TIME_ZONE, localDay } from './time-zone';

/*
 * Which doses a log can be about (POST /api/medication-logs). A log names its dose by the
 * dose's instant, and the database keeps one log per medication and instant: so a time that is
 * no dose at all would be a log of nothing, and taking it would lower the stock for nothing.
 *
 * Paused or not does not matter here: a medicine's pausing has no history, and a dose taken
 * before it was paused (sent later by the phone's offline queue) must still be logged.
 */

/** What the rule needs of a medication: its schedule and its course (dates, addedAt). */
export type DosePlan = Pick<MedicationPlan, 'schedule' | 'course'>;

/** An as-needed intake is logged at the time it was taken; a phone clock this fast is believed. */
export const AS_NEEDED_CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * The scheduled dose at exactly `at` (to the millisecond), as dosesOnDay makes them: its
 * schedule, course dates and addedAt rule, in the account's zone. Null for an as-needed medicine.
 */
export function plannedDoseAt(
  plan: DosePlan,
  at: Date,
  timeZone = DEFAULT_TIME_ZONE,
): ScheduledDose | null {
  const [dose] = dosesBetween(plan.schedule, plan.course, at, new Date(at.getTime() + 1), timeZone);
  return dose ?? null;
}

/**
 * Whether `at` is a dose of the medication: one of its planned dose instants, or for an
 * as-needed medicine (no schedule) any time on a day of its course.
 */
export function isPlannedDose(plan: DosePlan, at: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  if (plan.schedule.asNeeded) return isInCourse(plan.course, localDay(at, timeZone));
  return plannedDoseAt(plan, at, timeZone) !== null;
}

export const DOSE_LOG_MESSAGES = {
  notADose: 'That time is not a scheduled dose of this medicine.',
  tooFarAhead: 'A dose more than a day ahead cannot be logged yet',
  outsideCourse: 'That time is outside the dates of this medicine.',
  inFuture: 'A dose taken as needed cannot be logged ahead of time.',
} as const;

export type DoseLogProblem = keyof typeof DOSE_LOG_MESSAGES;

/** Why a log of the dose at `at` cannot be saved at `now`; null when it can. */
export function doseLogProblem(
  plan: DosePlan,
  at: Date,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): DoseLogProblem | null {
  const ahead = at.getTime() - now.getTime();
  if (plan.schedule.asNeeded) {
    if (ahead > AS_NEEDED_CLOCK_SKEW_MS) return 'inFuture';
    return isPlannedDose(plan, at, timeZone) ? null : 'outsideCourse';
  }
  if (isTooFarAhead(at, now)) return 'tooFarAhead';
  return isPlannedDose(plan, at, timeZone) ? null : 'notADose';
}
