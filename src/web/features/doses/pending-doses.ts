import { useSyncExternalStore } from 'react';
import { doseKey, type QueuedDose } from './dose-queue';

/**
 * The signed-in account's doses taken offline and not yet on the server, as the screens see
 * them (the queue itself is in IndexedDB; dose-sync.ts keeps this copy in step). No IndexedDB
 * code here: Home's first load reads it.
 */
let keys: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function setPendingDoses(doses: readonly QueuedDose[]): void {
  const next = new Set(doses.map((d) => doseKey(d.medicationId, d.scheduledTime)));
  if (next.size === keys.size && [...next].every((k) => keys.has(k))) return;
  keys = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => keys;

/** Keys (doseKey) of the doses taken offline, waiting to sync. */
export function usePendingDoses(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, read, read);
}

export function isPendingDose(
  pending: ReadonlySet<string>,
  medicationId: string,
  scheduledTime: string,
): boolean {
  return pending.size > 0 && pending.has(doseKey(medicationId, scheduledTime));
}
