import { createStore, del, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

/** MedMitra's own IndexedDB database (opened on first use): the saved query cache and the dose queue. */
export function offlineStore(): UseStore {
  store ??= createStore('medmitra-offline', 'keyval');
  return store;
}

/** The IndexedDB key of the saved query cache: one account's copy at a time. */
export const CACHE_KEY = 'medmitra-query-cache';

/** Removes the saved query cache, whoever it belonged to (sign-out, session ended, switch). */
export async function clearSavedQueries(): Promise<void> {
  await del(CACHE_KEY, offlineStore());
}
