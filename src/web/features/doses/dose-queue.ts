import { ApiError } from '@web/lib/api';

/** A dose marked Taken while the server could not be reached, waiting to be sent. */
export interface QueuedDose {
  /** One entry per account and dose: tapping Taken twice queues it once. */
  id: string;
  userId: string;
  medicationId: string;
  scheduledTime: string;
  /** When the person tapped Taken, sent as is: the log keeps the real time, not the sync's. */
  takenTime: string;
  name: string;
  dosage: string;
}

/** Where the queue lives (IndexedDB in the app, an array in the tests). */
export interface QueueStore {
  read(): Promise<QueuedDose[]>;
  /** Reads, changes and writes in one step (one IndexedDB transaction), so tabs do not clash. */
  update(change: (list: QueuedDose[]) => QueuedDose[]): Promise<QueuedDose[]>;
}

/** A bound on the queue's size; far more doses than anyone takes during one spell offline. */
export const MAX_QUEUED = 200;

/** The same dose, whatever ISO spelling its time came in. */
export function doseKey(medicationId: string, scheduledTime: string): string {
  const ms = Date.parse(scheduledTime);
  return `${medicationId}@${Number.isNaN(ms) ? scheduledTime : ms}`;
}

export function queuedDose(userId: string, dose: Omit<QueuedDose, 'id' | 'userId'>): QueuedDose {
  return { id: `${userId}|${doseKey(dose.medicationId, dose.scheduledTime)}`, userId, ...dose };
}

/** Adds the dose unless it is queued already (the first tap's time stands). */
export function enqueueDose(store: QueueStore, dose: QueuedDose): Promise<QueuedDose[]> {
  return store.update((list) => {
    if (list.some((d) => d.id === dose.id)) return list;
    return [...list, dose].slice(-MAX_QUEUED);
  });
}

/** What one attempt to send a queued dose came to. */
export type SendOutcome = 'saved' | 'already-logged' | 'try-later' | 'refused';

/**
 * 409: the server has this dose already (an earlier replay whose answer was lost, another tab,
 * another device), so the log exists exactly once: done. No answer, 401 (sign in again), 408,
 * 429 or a 5xx: keep it and try later. Any other refusal (the medicine was deleted, say) can
 * never succeed: drop it rather than block the queue forever.
 */
export function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof ApiError) {
    if (error.status === 409) return 'already-logged';
    if (error.status === 401 || error.status === 408 || error.status === 429) return 'try-later';
    if (error.status >= 500) return 'try-later';
    return 'refused';
  }
  // No answer at all (offline, a dropped connection) or something unforeseen: keep it.
  return 'try-later';
}

export interface ReplayResult {
  /** Doses now on the server (sent, or found there already). */
  done: QueuedDose[];
  refused: QueuedDose[];
  /** The account's doses still waiting. */
  remaining: QueuedDose[];
}

/**
 * Sends `userId`'s queued doses oldest first, one at a time. A dose leaves the queue only after
 * the server has it (2xx or 409), so a crash between send and removal means one more send,
 * answered 409: each dose is logged exactly once. The first "try later" stops the replay.
 */
export async function replayQueue(
  store: QueueStore,
  userId: string,
  send: (dose: QueuedDose) => Promise<void>,
): Promise<ReplayResult> {
  const mine = (await store.read()).filter((d) => d.userId === userId);
  const done: QueuedDose[] = [];
  const refused: QueuedDose[] = [];
  for (const dose of mine) {
    let outcome: SendOutcome = 'saved';
    try {
      await send(dose);
    } catch (error) {
      outcome = outcomeOf(error);
      if (outcome === 'refused') console.error('A dose taken offline was refused', error);
    }
    if (outcome === 'try-later') break;
    (outcome === 'refused' ? refused : done).push(dose);
    await store.update((list) => list.filter((d) => d.id !== dose.id));
  }
  const remaining = (await store.read()).filter((d) => d.userId === userId);
  return { done, refused, remaining };
}
