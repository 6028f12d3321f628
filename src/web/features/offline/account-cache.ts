import type { QueryClient } from '@tanstack/react-query';
import { getAuthUser, subscribeAuthUser } from '@web/session/auth-store';
import { authUserKey } from '@web/session/queries';
import type { Persistence } from './query-persistence';

// Both lazy: the persister and IndexedDB code load after the page, never in its first load.
const loadPersistence = () => import('./query-persistence');
const loadStore = () => import('./idb-store');

/** The clients already kept: start-up and the signed-in shell both ask, the first one wins. */
const kept = new WeakSet<QueryClient>();

function warn(error: unknown): void {
  console.warn('Offline copy of the data:', error);
}

/**
 * Keeps the query cache saved on the device for the signed-in account only (ADR 022):
 * restored and saved while someone is signed in; on sign-out or when the session ends the saved
 * copy is deleted; when a different account signs in, the previous one's answers also leave
 * memory. Steps run one after another, so a restore never races the delete before it.
 */
export function keepAccountCache(queryClient: QueryClient): void {
  if (kept.has(queryClient)) return;
  kept.add(queryClient);
  /** Whose data is being saved now (null: nobody signed in). */
  let saving: string | null | undefined;
  /** Whose answers the in-memory cache holds. */
  let inMemory: string | null = getAuthUser()?.id ?? null;
  let persistence: Persistence | undefined;
  let steps: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    steps = steps.then(step).catch(warn);
  };

  const sync = () => {
    const userId = getAuthUser()?.id ?? null;
    if (userId === saving) return;
    const first = saving === undefined;
    saving = userId;
    then(async () => {
      persistence?.stop();
      persistence = undefined;
    });
    if (userId !== null && inMemory !== null && userId !== inMemory) {
      // Another account: nothing of the previous one may show, not even for a frame.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authUserKey[0] });
    }
    if (userId !== null) inMemory = userId;
    if (userId === null) {
      // Signed out (or a sign-out reload cut the delete short last time): off the device.
      then(async () => (await loadStore()).clearSavedQueries());
      return;
    }
    if (!first) then(async () => (await loadStore()).clearSavedQueries());
    then(async () => {
      if (saving !== userId) return;
      persistence = (await loadPersistence()).startQueryPersistence(queryClient, userId);
      await persistence.restored;
    });
  };

  sync();
  subscribeAuthUser(sync);
}
