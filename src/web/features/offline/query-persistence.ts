import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { CACHE_KEY, offlineStore } from './idb-store';
import {
  cacheBuster,
  serializeBounded,
  shouldPersistQuery,
  type SavedClient,
} from './persist-policy';

/** Loaded lazily (after the first render): the persister is no part of any route's first load. */

const DEFAULT_MAX_AGE = 24 * 60 * 60 * 1000;

export interface Persistence {
  /** Resolves when the saved copy is in the cache (or there was none to restore). */
  restored: Promise<void>;
  /** Resolves once every change so far is written (or could not be). */
  idle: () => Promise<void>;
  /** Stops saving; a change not yet written is dropped. */
  stop: () => void;
}

/** Where the saved copy lives: IndexedDB on the device, a Map in unit tests. */
export interface SavedCopyStorage {
  getItem: (key: string) => Promise<string | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

const deviceStorage: SavedCopyStorage = {
  getItem: (key) => get<string>(key, offlineStore()),
  setItem: (key, value) => set(key, value, offlineStore()),
  removeItem: (key) => del(key, offlineStore()),
};

/**
 * Restores `userId`'s saved copy into the cache, then saves the cache (bounded) as soon as an
 * answer arrives or leaves, and at once when the page is hidden or left, until stopped.
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  userId: string,
  storage: SavedCopyStorage = deviceStorage,
): Persistence {
  let active = true;
  const saved = createAsyncStoragePersister({
    key: CACHE_KEY,
    storage: {
      getItem: (key) => storage.getItem(key),
      // Restoring writes nothing; saves go through `save` below, which checks `active` itself.
      setItem: () => Promise.resolve(),
      removeItem: (key) => storage.removeItem(key),
    },
  });
  // What the saved copy held, to tell its answers from this page's own once it is restored.
  let restoredState: DehydratedState | undefined;
  const persister = {
    ...saved,
    restoreClient: async () => {
      const client = await saved.restoreClient();
      restoredState = client?.clientState;
      return client;
    },
  };
  // A saved copy lives as long as the cache keeps unused answers (query-client.ts), no longer.
  const { gcTime } = queryClient.getDefaultOptions().queries ?? {};
  const options = {
    queryClient,
    persister,
    buster: cacheBuster(userId),
    maxAge: typeof gcTime === 'number' ? gcTime : DEFAULT_MAX_AGE,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  };
  let unsubscribe: (() => void) | undefined;
  // ADR 022: what a page has shown is kept the moment it arrives, not up to a second later (a
  // throttle lost the page a family reloaded, or closed, straight after it showed). One write at a
  // time: changes that arrive meanwhile are written together, once, right after it.
  let writing: Promise<void> | null = null;
  let changedMeanwhile = false;
  const save = (): void => {
    if (!active || !unsubscribe) return;
    if (writing) {
      changedMeanwhile = true;
      return;
    }
    const client: SavedClient = {
      buster: options.buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, options.dehydrateOptions),
    };
    writing = storage
      .setItem(CACHE_KEY, serializeBounded(client))
      .catch((error: unknown) => console.warn('Could not save the offline copy', error))
      .finally(() => {
        writing = null;
        if (!changedMeanwhile) return;
        changedMeanwhile = false;
        save();
      });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const listening = typeof window !== 'undefined';
  if (listening) {
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
  }
  const restored = persistQueryClientRestore(options)
    .catch((error: unknown) => {
      // A broken or blocked IndexedDB (private mode) costs the offline copy, nothing else.
      console.warn('Could not restore the offline copy', error);
    })
    .then(() => {
      if (!active) return;
      // An answer arrived (or left the cache): saved now. Fetch states and invalidations change
      // nothing that is kept.
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'removed' ||
          (event.type === 'updated' && event.action.type === 'success')
        )
          save();
      });
      // Answers that arrived before the restore finished raise no further change: save now.
      save();
      if (restoredState) markRestoredStale(queryClient, restoredState);
    });
  const idle = async (): Promise<void> => {
    await restored;
    while (writing) await writing;
  };
  return {
    restored,
    idle,
    stop: () => {
      active = false;
      unsubscribe?.();
      if (listening) {
        window.removeEventListener('pagehide', save);
        document.removeEventListener('visibilitychange', onHidden);
      }
    },
  };
}

/**
 * A restored answer is a stand-in for reading offline, never a reason to skip the server: it
 * may predate a write of the last page (saves are throttled) or a session ended elsewhere. Its
 * saved `dataUpdatedAt` would make it look fresh for the stale time, so every query that holds
 * the copy's answer is marked stale: what is on screen refetches now (or when the connection
 * returns), the rest when next shown. An answer this page loaded, before or during the restore,
 * is newer than the copy (hydrate kept it) and stays fresh: its request is not sent twice.
 */
function markRestoredStale(queryClient: QueryClient, restored: DehydratedState): void {
  const restoredAt = new Map(restored.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  // Not awaited: offline the refetches wait for the connection, and sign-out must not.
  void queryClient.invalidateQueries(
    {
      predicate: (query) =>
        query.state.data !== undefined &&
        restoredAt.get(query.queryHash) === query.state.dataUpdatedAt,
    },
    // A request this page already has under way answers for it: no second one.
    { cancelRefetch: false },
  );
}
