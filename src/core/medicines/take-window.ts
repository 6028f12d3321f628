/*
 * When a dose can be marked Taken, before its time. Two windows, on purpose:
 *
 * - TAKE_EARLY_MS (1 hour) is when the app offers Taken early: people take a dose a little before
 *   its time, and a Taken button on a dose hours away would invite logging the wrong one.
 * - LOG_AHEAD_MS (1 day) is what the server accepts (POST /api/medication-logs). It is wider
 *   because a log can reach it from elsewhere than a button shown now: the phone's offline queue
 *   replaying later, another device whose clock runs ahead, the reminder notification's Taken.
 *   Refusing those would lose a dose that was really taken.
 *
 * So every Taken the app offers is one the server accepts (TAKE_EARLY_MS < LOG_AHEAD_MS).
 */

/** The app offers Taken from an hour before the dose's time. */
export const TAKE_EARLY_MS = 60 * 60 * 1000;

/** A scheduled dose can be logged (taken early) up to a day before its time. */
export const LOG_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Whether the app offers Taken for the dose at `scheduledTime` (ISO) now. */
export function canTakeNow(scheduledTime: string, now: Date): boolean {
  const at = Date.parse(scheduledTime);
  return !Number.isNaN(at) && at - now.getTime() <= TAKE_EARLY_MS;
}

/** Whether the server takes a log of the dose at `scheduled` now: not more than a day ahead. */
export function isTooFarAhead(scheduled: Date, now: Date): boolean {
  return scheduled.getTime() - now.getTime() > LOG_AHEAD_MS;
}
