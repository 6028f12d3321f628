import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { CACHE_KEY, offlineStore } from './idb-store';
import {
  cacheBuster,
  serializeBounded,
  shouldPersistQuery,
  type SavedClient,
} from './persist-policy';

/** Loaded lazily (after the first paint): the persister is no part of any route's first load. */

const DEFAULT_MAX_AGE = 24 * 60 * 60 * 1000;

export interface Persistence {
  /** Resolves when the saved copy is in the cache (or there was none to restore). */
  restored: Promise<void>;
  /** Stops saving; a save already waiting in the throttle is dropped, not written. */
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
 * Restores `userId`'s saved copy into the cache, then saves the cache (throttled, bounded)
 * whenever it changes, and at once when the page is hidden or left, until stopped.
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
      // A save throttled before sign-out may fire after it: only a live session writes.
      setItem: (key, value: string) => (active ? storage.setItem(key, value) : Promise.resolve()),
      removeItem: (key) => storage.removeItem(key),
    },
    serialize: (client) => serializeBounded(client as SavedClient),
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
  // The throttle holds a save back up to a second; a page left sooner would lose what it
  // loaded. Leaving or hiding the page (the app closed, a reload) saves at once instead.
  const saveNow = () => {
    if (!active || !unsubscribe) return;
    const client: SavedClient = {
      buster: options.buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, options.dehydrateOptions),
    };
    storage.setItem(CACHE_KEY, serializeBounded(client)).catch((error: unknown) => {
      console.warn('Could not save the offline copy', error);
    });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  const listening = typeof window !== 'undefined';
  if (listening) {
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onHidden);
  }
  const restored = persistQueryClientRestore(options)
    .catch((error: unknown) => {
      // A broken or blocked IndexedDB (private mode) costs the offline copy, nothing else.
      console.warn('Could not restore the offline copy', error);
    })
    .then(() => {
      if (!active) return;
      unsubscribe = persistQueryClientSubscribe(options);
      // Answers that arrived before the restore finished raise no further change: save now.
      saveNow();
      if (restoredState) markRestoredStale(queryClient, restoredState);
    });
  return {
    restored,
    stop: () => {
      active = false;
      unsubscribe?.();
      if (listening) {
        window.removeEventListener('pagehide', saveNow);
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
