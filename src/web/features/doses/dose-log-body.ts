/** The dose a Taken logs: which medicine's dose, and when it was taken (ISO instants). */
export interface TakenDose {
  medicationId: string;
  scheduledTime: string;
  takenTime: string;
}

/**
 * The body of POST /api/medication-logs for a dose marked Taken: the one the app sends at once
 * (log-dose.ts), replays from the offline queue (dose-sync.ts), and that the service worker sends
 * from a notification's Taken. public/push-sw.js is plain JS that cannot import this: it has a
 * copy, and dose-log-body.test.ts holds the two to the same body.
 */
export function doseLogBody(dose: TakenDose): TakenDose & { status: 'taken' } {
  return {
    medicationId: dose.medicationId,
    scheduledTime: dose.scheduledTime,
    takenTime: dose.takenTime,
    status: 'taken',
  };
}
