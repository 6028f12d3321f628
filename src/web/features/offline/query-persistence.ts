import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Restores `userId`'s saved copy into the cache, then saves the cache (throttled, bounded)
 * whenever it changes, until stopped.
 */
export function startQueryPersistence(queryClient: QueryClient, userId: string): Persistence {
  let active = true;
  const persister = createAsyncStoragePersister({
    key: CACHE_KEY,
    storage: {
      getItem: (key) => get<string>(key, offlineStore()),
      // A save throttled before sign-out may fire after it: only a live session writes.
      setItem: (key, value: string) =>
        active ? set(key, value, offlineStore()) : Promise.resolve(),
      removeItem: (key) => del(key, offlineStore()),
    },
    serialize: (client) => serializeBounded(client as SavedClient),
  });
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
  const restored = persistQueryClientRestore(options)
    .catch((error: unknown) => {
      // A broken or blocked IndexedDB (private mode) costs the offline copy, nothing else.
      console.warn('Could not restore the offline copy', error);
    })
    .then(() => {
      if (active) unsubscribe = persistQueryClientSubscribe(options);
    });
  return {
    restored,
    stop: () => {
      active = false;
      unsubscribe?.();
    },
  };
}
