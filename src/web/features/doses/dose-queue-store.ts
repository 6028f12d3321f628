import { get, update } from 'idb-keyval';
import { offlineStore } from '@web/features/offline/idb-store';
import type { QueuedDose, QueueStore } from './dose-queue';

const QUEUE_KEY = 'medmitra-dose-queue';

/** The dose queue in IndexedDB: it survives a reload, a closed tab and a restarted phone. */
export const idbQueueStore: QueueStore = {
  read: async () => (await get<QueuedDose[]>(QUEUE_KEY, offlineStore())) ?? [],
  update: async (change) => {
    let next: QueuedDose[] = [];
    await update<QueuedDose[]>(
      QUEUE_KEY,
      (list) => {
        next = change(list ?? []);
        return next;
      },
      offlineStore(),
    );
    return next;
  },
};
