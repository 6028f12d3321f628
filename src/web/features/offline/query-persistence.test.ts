import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startQueryPersistence,
  type Persistence,
  type SavedCopyStorage,
} from './query-persistence';

/** The device's storage as a Map, with IndexedDB's async contract. */
function memoryStorage(): SavedCopyStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  };
}

const FIVE_MINUTES = 5 * 60 * 1000;
const client = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: FIVE_MINUTES, gcTime: 60 * 60 * 1000, retry: false } },
  });

const running: Persistence[] = [];
afterEach(() => running.splice(0).forEach((p) => p.stop()));

/** What an earlier page saved: Meera only, loaded a minute ago. */
async function savedByEarlierPage(storage: SavedCopyStorage): Promise<void> {
  const earlier = client();
  const persistence = startQueryPersistence(earlier, 'user-1', storage);
  running.push(persistence);
  await persistence.restored;
  earlier.setQueryData(['/api/family-members'], [{ name: 'Meera' }], {
    updatedAt: Date.now() - 60_000,
  });
  await persistence.idle();
  persistence.stop();
}

const savedNames = (storage: { map: Map<string, string> }) => [...storage.map.values()].join();

describe('startQueryPersistence', () => {
  it('saves an answer the moment it arrives, with no timer to wait for', async () => {
    // Timers never fire here: a save held back by a throttle would never be written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const storage = memoryStorage();
      const page = client();
      const persistence = startQueryPersistence(page, 'user-1', storage);
      running.push(persistence);
      await persistence.restored;
      page.setQueryData(['/api/medications'], [{ name: 'Amlodipine' }]);
      await persistence.idle();
      expect(savedNames(storage)).toContain('Amlodipine');
      // Answers arriving while a write is under way are written right after it, together.
      page.setQueryData(['/api/family-members'], [{ name: 'Meera' }]);
      page.setQueryData(['/api/statistics'], { takenToday: 1 });
      await persistence.idle();
      expect(savedNames(storage)).toContain('Meera');
      expect(savedNames(storage)).toContain('takenToday');
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores the saved copy as stale, so the page asks the server again', async () => {
    const storage = memoryStorage();
    await savedByEarlierPage(storage);
    expect(storage.map.size).toBe(1);

    const next = client();
    const persistence = startQueryPersistence(next, 'user-1', storage);
    running.push(persistence);
    await persistence.restored;

    const restored = next.getQueryCache().find({ queryKey: ['/api/family-members'] });
    expect(restored?.state.data).toEqual([{ name: 'Meera' }]);
    // Saved seconds ago, but a write made just before the reload may be missing from it.
    expect(restored?.isStale()).toBe(true);

    let calls = 0;
    const observer = new QueryObserver(next, {
      queryKey: ['/api/family-members'],
      queryFn: async () => {
        calls += 1;
        return [{ name: 'Meera' }, { name: 'Arjun' }];
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect
      .poll(() => next.getQueryData(['/api/family-members']))
      .toEqual([{ name: 'Meera' }, { name: 'Arjun' }]);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('keeps what this page loaded before the copy arrived fresh', async () => {
    const storage = memoryStorage();
    await savedByEarlierPage(storage);

    const next = client();
    const persistence = startQueryPersistence(next, 'user-1', storage);
    running.push(persistence);
    next.setQueryData(['/api/family-members'], [{ name: 'Meera' }, { name: 'Arjun' }]);
    await persistence.restored;

    const query = next.getQueryCache().find({ queryKey: ['/api/family-members'] });
    expect(query?.state.data).toEqual([{ name: 'Meera' }, { name: 'Arjun' }]);
    expect(query?.isStale()).toBe(false);
  });

  it('keeps fresh what this page loaded before the persistence started', async () => {
    const storage = memoryStorage();
    await savedByEarlierPage(storage);

    // The persister's code loads after the page: the page's first answers are already here.
    const next = client();
    next.setQueryData(['/api/auth/user'], { user: { id: 'user-1' } });
    next.setQueryData(['/api/family-members'], [{ name: 'Meera' }, { name: 'Arjun' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const persistence = startQueryPersistence(next, 'user-1', storage);
    running.push(persistence);
    await persistence.restored;

    for (const key of [['/api/auth/user'], ['/api/family-members']]) {
      const query = next.getQueryCache().find({ queryKey: key });
      expect(query?.isStale(), JSON.stringify(key)).toBe(false);
    }
    expect(next.getQueryData(['/api/family-members'])).toEqual([
      { name: 'Meera' },
      { name: 'Arjun' },
    ]);
  });

  it('never restores another account’s copy', async () => {
    const storage = memoryStorage();
    await savedByEarlierPage(storage);

    const other = client();
    const persistence = startQueryPersistence(other, 'user-2', storage);
    running.push(persistence);
    await persistence.restored;
    expect(other.getQueryData(['/api/family-members'])).toBeUndefined();
  });
});
