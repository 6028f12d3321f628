/** PRODUCT §4: a dose not logged 2 hours after its time is missed. */
export const MISSED_AFTER_MS = 2 * 60 * 60 * 1000;

/** Spec §3 log statuses; 'added' records adding a medication and is not a dose. */
export const LOG_STATUSES = ['taken', 'missed', 'added'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

/** What became of a scheduled dose. Pending: not logged and not yet overdue. */
export type DoseState = 'taken' | 'missed' | 'pending';

/** At or past two hours after its time: the server logs it missed from this moment on. */
export function isOverdue(scheduled: Date, now: Date): boolean {
  return now.getTime() - scheduled.getTime() >= MISSED_AFTER_MS;
}

/** Due now: its time has come and it is not yet overdue. The reminder window. */
export function isDue(scheduled: Date, now: Date): boolean {
  return scheduled.getTime() <= now.getTime() && !isOverdue(scheduled, now);
}

/** A log as far as these rules care; rows and API objects both fit. */
export interface DoseLogLike {
  medicationId: string;
  scheduledTime: Date | string;
  status: string;
}

/**
 * Logs are matched to doses by medication and minute: a client that drops the seconds or the
 * milliseconds of scheduledTime still hits its dose.
 */
export function doseKey(medicationId: string, at: Date | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return `${medicationId}@${Math.floor(ms / 60_000)}`;
}

export type LogIndex = ReadonlyMap<string, 'taken' | 'missed'>;

/**
 * Taken beats missed, so a late intake logged after the job marked the dose missed counts.
 * 'added' and unknown statuses (spec: treated as 'added') say nothing about a dose.
 */
export function indexLogs(logs: Iterable<DoseLogLike>): LogIndex {
  const index = new Map<string, 'taken' | 'missed'>();
  for (const log of logs) {
    if (log.status !== 'taken' && log.status !== 'missed') continue;
    const key = doseKey(log.medicationId, log.scheduledTime);
    if (log.status === 'taken' || !index.has(key)) index.set(key, log.status);
  }
  return index;
}

export function doseState(
  index: LogIndex,
  medicationId: string,
  scheduled: Date,
  now: Date,
): DoseState {
  const logged = index.get(doseKey(medicationId, scheduled));
  if (logged) return logged;
  return isOverdue(scheduled, now) ? 'missed' : 'pending';
}

export function isLogged(index: LogIndex, medicationId: string, scheduled: Date): boolean {
  return index.has(doseKey(medicationId, scheduled));
}

/**
 * 0-100, whole. Rounded, except that it shows 100 only when every dose was taken and 0 only
 * when none was: 719 of 720 is 99, not a misleading 100. 0 when nothing was scheduled (§9).
 */
export function percentage(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.max(1, Math.round((100 * part) / whole)));
}
