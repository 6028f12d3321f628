import { isBeforeAdded } from './course';
import { plannedDosesBetween, type MedicationPlan, type PlannedDose } from './dose-times';
import { indexLogs, isLogged, MISSED_AFTER_MS, type DoseLogLike } from './dose-status';
import { DEFAULT_TIME_ZONE } from './time-zone';

/**
 * `GET /api/medication-reminders` (PRODUCT §4): doses whose time has come, not logged, and not
 * yet two hours late. Pass logs for at least the last two hours.
 */
export function dueDoses<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): PlannedDose<M>[] {
  const from = new Date(now.getTime() - MISSED_AFTER_MS + 1);
  return unloggedDoses(medications, logs, from, new Date(now.getTime() + 1), timeZone, {
    fromAddition: false,
  });
}

/**
 * The planned doses in [from, to) with no log. With `fromAddition`, also without those from
 * before their medicine was added (course.ts): the jobs never act on them, while the open app
 * still reminds of a dose whose medicine was added minutes after its time.
 */
export function unloggedDoses<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  from: Date,
  to: Date,
  timeZone: string,
  { fromAddition }: { fromAddition: boolean },
): PlannedDose<M>[] {
  const index = indexLogs(logs);
  return plannedDosesBetween(medications, from, to, timeZone).filter(
    (p) =>
      !(fromAddition && isBeforeAdded(p.medication.course, p.dose.at)) &&
      !isLogged(index, p.medication.id, p.dose.at),
  );
}

/**
 * The missed-dose job: doses at or after `since`, two hours or more past their time, with no log,
 * and not from before the medication was added (course.ts: those are never missed).
 * `since` bounds the look-back (say the last run, or a day ago) so a restart does not walk years.
 */
export function dosesToMarkMissed<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  since: Date,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): PlannedDose<M>[] {
  const to = new Date(now.getTime() - MISSED_AFTER_MS + 1);
  return unloggedDoses(medications, logs, since, to, timeZone, { fromAddition: true });
}
