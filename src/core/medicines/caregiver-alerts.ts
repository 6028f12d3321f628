import { unloggedDoses } from './due-doses';
import type { MedicationPlan, PlannedDose } from './dose-times';
import type { DoseLogLike } from './dose-status';

/**
 * A late alert is still sent this long after it was due (a server that was down catches up),
 * and no later: a day-old "has not taken" helps nobody.
 */
export const CAREGIVER_ALERT_CATCH_UP_MS = 2 * 60 * 60 * 1000;

/**
 * ADR 037: the doses of one member that alert a caregiver now. A dose alerts once its
 * time plus the caregiver's delay has come, unless it was taken; a dose the missed-dose job has
 * already logged `missed` (the delay can pass its two hours) still alerts. Doses from before
 * their medicine was added never alert (course.ts), and neither do doses whose alert was due
 * before the caregiver joined, or more than the catch-up ago. Pass the medicines' logs from
 * `alertWindow(...).from` on.
 */
export function dosesToAlert<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  delayMinutes: number,
  caregiverSince: Date,
  timeZone: string,
): PlannedDose<M>[] {
  const { from, to } = alertWindow(now, delayMinutes, caregiverSince);
  const taken = [...logs].filter((l) => l.status === 'taken');
  return unloggedDoses(medications, taken, from, to, timeZone, { fromAddition: true });
}

/** The dose times [from, to) whose alert falls due in the catch-up before now, after joining. */
export function alertWindow(
  now: Date,
  delayMinutes: number,
  caregiverSince: Date,
): { from: Date; to: Date } {
  const delay = delayMinutes * 60_000;
  const from = Math.max(
    now.getTime() - delay - CAREGIVER_ALERT_CATCH_UP_MS + 1,
    caregiverSince.getTime() - delay,
  );
  return { from: new Date(from), to: new Date(now.getTime() - delay + 1) };
}
