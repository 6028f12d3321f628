import { countsAs } from './course';
import {
  dosesOnDay,
  plannedDosesBetween,
  type MedicationPlan,
  type PlannedDose,
} from './dose-times';
import {
  type DoseState,
  doseState,
  indexLogs,
  isLogged,
  MISSED_AFTER_MS,
  percentage,
  type DoseLogLike,
  type LogIndex,
} from './dose-status';
import { dayRange, DEFAULT_TIME_ZONE, localDay } from './time-zone';

export interface Adherence {
  /**
   * Doses scheduled in the period: taken + missed + pending. A dose from before its medication
   * was added and not taken in time is not among them (course.ts).
   */
  scheduled: number;
  taken: number;
  /** Logged missed, or not logged and two hours late. */
  missed: number;
  /** Not logged and not yet two hours late (includes doses still to come in the period). */
  pending: number;
  /** Taken of scheduled, 0-100 whole; 0 when nothing was scheduled (spec §9). */
  percentage: number;
}

function tally<M extends MedicationPlan>(
  planned: readonly PlannedDose<M>[],
  index: LogIndex,
  now: Date,
): Adherence {
  const counts = { taken: 0, missed: 0, pending: 0 };
  for (const { medication, dose } of planned) {
    const state = doseState(index, medication.id, dose.at, now);
    if (countsAs(medication.course, dose.at, state)) counts[state]++;
  }
  const scheduled = counts.taken + counts.missed + counts.pending;
  return { scheduled, ...counts, percentage: percentage(counts.taken, scheduled) };
}

/**
 * Adherence over [from, to). For "so far" figures pass to = now, so doses still to come are not
 * counted against the user. Logs outside the period are ignored.
 */
export function adherence(
  medications: readonly MedicationPlan[],
  logs: Iterable<DoseLogLike>,
  period: { from: Date; to: Date },
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): Adherence {
  const planned = plannedDosesBetween(medications, period.from, period.to, timeZone);
  return tally(planned, indexLogs(logs), now);
}

/** Spec §3 Statistics, for the doses scheduled on the user's today. */
export interface DayStatistics<M extends MedicationPlan = MedicationPlan> {
  /** The user's local today, YYYY-MM-DD. */
  day: string;
  /** takenToday of totalMedications, 0-100 whole; 0 when nothing is scheduled. */
  progressPercentage: number;
  takenToday: number;
  /** Doses scheduled today (PRODUCT §4), not a count of medicines. */
  totalMedications: number;
  missedToday: number;
  pendingToday: number;
  /**
   * Home's Next Medications: doses not logged and not two hours late, due now or within the
   * next 24 hours (so at night it shows tomorrow morning), soonest first.
   */
  upcoming: PlannedDose<M>[];
}

export const DEFAULT_UPCOMING_LIMIT = 10;

/** The active medications' doses on a local day, in time order. */
function dosesOfDay<M extends MedicationPlan>(
  medications: readonly M[],
  day: string,
  timeZone: string,
): PlannedDose<M>[] {
  const doses: PlannedDose<M>[] = [];
  for (const medication of medications) {
    if (medication.active === false) continue;
    for (const dose of dosesOnDay(medication.schedule, medication.course, day, timeZone)) {
      doses.push({ medication, dose });
    }
  }
  return doses.sort((a, b) => a.dose.at.getTime() - b.dose.at.getTime());
}

export interface DoseWithState<M extends MedicationPlan = MedicationPlan> extends PlannedDose<M> {
  state: DoseState;
}

/**
 * Today's doses (the local day of `now`) in time order, each with what became of it: a
 * caregiver's read-only list (ADR 037). The doses the counts leave out (missed, from before
 * their medicine was added) are left out here too, so the list and dayStatistics agree.
 */
export function dayDoses<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): DoseWithState<M>[] {
  const index = indexLogs(logs);
  return dosesOfDay(medications, localDay(now, timeZone), timeZone)
    .map((p) => ({ ...p, state: doseState(index, p.medication.id, p.dose.at, now) }))
    .filter((p) => countsAs(p.medication.course, p.dose.at, p.state));
}
const DAY_MS = 86_400_000;

/**
 * The scheduledTime range of the logs dayStatistics needs: today's, a late dose of yesterday
 * still due, and the next 24 hours'. Query the database with exactly this.
 */
export function statisticsLogWindow(
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): { from: Date; to: Date } {
  const startOfToday = dayRange(localDay(now, timeZone), timeZone).start.getTime();
  const from = Math.min(startOfToday, now.getTime() - MISSED_AFTER_MS);
  return { from: new Date(from), to: new Date(now.getTime() + DAY_MS) };
}

/**
 * Pass the account's (or member's) medications, their creation time as course.addedAt, and
 * the logs in statisticsLogWindow(now).
 */
export function dayStatistics<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
  upcomingLimit = DEFAULT_UPCOMING_LIMIT,
): DayStatistics<M> {
  const index = indexLogs(logs);
  const day = localDay(now, timeZone);
  const counts = tally(dosesOfDay(medications, day, timeZone), index, now);

  const from = new Date(now.getTime() - MISSED_AFTER_MS + 1);
  const horizon = new Date(now.getTime() + DAY_MS);
  const upcoming = plannedDosesBetween(medications, from, horizon, timeZone)
    .filter((p) => !isLogged(index, p.medication.id, p.dose.at))
    .slice(0, Math.max(0, upcomingLimit));

  return {
    day,
    progressPercentage: counts.percentage,
    takenToday: counts.taken,
    totalMedications: counts.scheduled,
    missedToday: counts.missed,
    pendingToday: counts.pending,
    upcoming,
  };
}
