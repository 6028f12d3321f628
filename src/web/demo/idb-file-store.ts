import { del, get, set, type UseStore } from 'idb-keyval';
import type { FileStore } from '@server/deps';

/** The demo's uploaded prescriptions, in IndexedDB beside its database (cleared by Exit demo). */
export function idbFileStore(store: UseStore): FileStore {
  return {
    put: (key, bytes) => set(key, bytes.slice(), store),
    get: async (key) => (await get<Uint8Array>(key, store)) ?? null,
    delete: (key) => del(key, store),
  };
}
