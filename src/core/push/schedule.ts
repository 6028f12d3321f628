import {
  localDay,
  localTime,
  unloggedDoses,
  DEFAULT_TIME_ZONE,
  type DoseLogLike,
  type MedicationPlan,
  type PlannedDose,
} from '@core/medicines';

/**
 * How late a dose's push may still go: a server down for a while sends the reminders of the
 * last ten minutes, not a morning's worth at noon (the app still shows them, and the missed-dose
 * job logs them two hours on).
 */
export const DOSE_PUSH_WINDOW_MS = 10 * 60 * 1000;

/** Spec §4 and §9: Snooze 15m brings a reminder back after 15 minutes, in the app or by push. */
export const SNOOZE_MS = 15 * 60 * 1000;

/** Period and check-up pushes go once a day, from this local time on (never at night). */
export const DAILY_PUSH_FROM = '09:00';
export const DAILY_PUSH_UNTIL = '21:00';

/**
 * The doses to push now: time come (at <= now), at most ten minutes ago, not logged yet, and
 * not from before the medicine was added. Pass the logs of at least the window.
 */
export function dosesToPush<M extends MedicationPlan>(
  medications: readonly M[],
  logs: Iterable<DoseLogLike>,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): PlannedDose<M>[] {
  const from = new Date(now.getTime() - DOSE_PUSH_WINDOW_MS);
  return unloggedDoses(medications, logs, from, new Date(now.getTime() + 1), timeZone, {
    fromAddition: true,
  });
}

/** Whether the daily pushes (period, check-ups) may go now, in the account's day. */
export function isDailyPushTime(now: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  const time = localTime(now, timeZone);
  return time >= DAILY_PUSH_FROM && time < DAILY_PUSH_UNTIL;
}

/** The keys that make each reminder go once per device (push_sends' primary key with it). */
export const pushKeys = {
  dose: (medicationId: string, at: Date) => `dose:${medicationId}:${at.toISOString()}`,
  /** A snoozed dose, again: once per snooze (its due time). */
  snooze: (medicationId: string, at: Date, dueAt: Date) =>
    `snooze:${medicationId}:${at.toISOString()}:${dueAt.toISOString()}`,
  /** Once a local day while the period is two days or less away. */
  period: (now: Date, timeZone: string) => `period:${localDay(now, timeZone)}`,
  /** Once a local month while the check is overdue. */
  checkup: (type: string, memberId: string, now: Date, timeZone: string) =>
    `checkup:${type}:${memberId}:${localDay(now, timeZone).slice(0, 7)}`,
};
