import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import {
  doseKey,
  enqueueDose,
  MAX_QUEUED,
  outcomeOf,
  queuedDose,
  replayQueue,
  type QueuedDose,
  type QueueStore,
} from './dose-queue';

/** The queue's store as an array, with the same read-change-write contract as IndexedDB's. */
function fakeStore(initial: QueuedDose[] = []): QueueStore & { list: QueuedDose[] } {
  const store = {
    list: initial,
    read: async () => [...store.list],
    update: async (change: (list: QueuedDose[]) => QueuedDose[]) => {
      store.list = change([...store.list]);
      return [...store.list];
    },
  };
  return store;
}

const dose = (userId: string, medicationId: string, at = '2026-05-01T02:30:00.000Z') =>
  queuedDose(userId, {
    medicationId,
    scheduledTime: at,
    takenTime: '2026-05-01T02:41:00.000Z',
    name: 'Amlodipine',
    dosage: '5 mg',
  });

const conflict = () => new ApiError(409, 'Conflict', '{"message":"This dose is already logged"}');

describe('doseKey', () => {
  it('is the same for two spellings of the same instant', () => {
    expect(doseKey('m', '2026-05-01T02:30:00.000Z')).toBe(
      doseKey('m', '2026-05-01T08:00:00+05:30'),
    );
    expect(doseKey('m', '2026-05-01T02:30:00Z')).not.toBe(doseKey('n', '2026-05-01T02:30:00Z'));
  });
});

describe('enqueueDose', () => {
  it('queues a dose once however often Taken is tapped; the first time stands', async () => {
    const store = fakeStore();
    await enqueueDose(store, dose('u', 'm'));
    await enqueueDose(store, { ...dose('u', 'm'), takenTime: '2026-05-01T03:00:00.000Z' });
    expect(store.list).toHaveLength(1);
    expect(store.list[0]?.takenTime).toBe('2026-05-01T02:41:00.000Z');
  });

  it('keeps two accounts’ taps on the same dose apart', async () => {
    const store = fakeStore();
    await enqueueDose(store, dose('u', 'm'));
    await enqueueDose(store, dose('v', 'm'));
    expect(store.list.map((d) => d.userId)).toEqual(['u', 'v']);
  });

  it('is bounded, dropping the oldest', async () => {
    const store = fakeStore();
    for (let i = 0; i <= MAX_QUEUED; i += 1) {
      await enqueueDose(store, dose('u', `m${i}`));
    }
    expect(store.list).toHaveLength(MAX_QUEUED);
    expect(store.list[0]?.medicationId).toBe('m1');
  });
});

describe('outcomeOf', () => {
  it('treats 409 as logged, the server down or the network gone as later, a 4xx as refused', () => {
    expect(outcomeOf(conflict())).toBe('already-logged');
    expect(outcomeOf(new TypeError('Failed to fetch'))).toBe('try-later');
    expect(outcomeOf(new ApiError(503, 'Unavailable', ''))).toBe('try-later');
    expect(outcomeOf(new ApiError(401, 'Unauthorized', ''))).toBe('try-later');
    expect(outcomeOf(new ApiError(429, 'Too Many', ''))).toBe('try-later');
    expect(outcomeOf(new ApiError(404, 'Not Found', ''))).toBe('refused');
    expect(outcomeOf(new ApiError(400, 'Bad Request', ''))).toBe('refused');
  });
});

describe('replayQueue', () => {
  it('sends the account’s doses oldest first and empties the queue', async () => {
    const store = fakeStore([dose('u', 'a'), dose('u', 'b')]);
    const sent: string[] = [];
    const result = await replayQueue(store, 'u', async (d) => void sent.push(d.medicationId));
    expect(sent).toEqual(['a', 'b']);
    expect(result.done.map((d) => d.medicationId)).toEqual(['a', 'b']);
    expect(result.remaining).toEqual([]);
    expect(store.list).toEqual([]);
  });

  it('counts a 409 as done: the dose is on the server once, and leaves the queue', async () => {
    const store = fakeStore([dose('u', 'a')]);
    const result = await replayQueue(store, 'u', async () => {
      throw conflict();
    });
    expect(result.done).toHaveLength(1);
    expect(store.list).toEqual([]);
  });

  it('sends each dose once across two replays: the second finds nothing left', async () => {
    const store = fakeStore([dose('u', 'a')]);
    const send = vi.fn(async () => undefined);
    await replayQueue(store, 'u', send);
    await replayQueue(store, 'u', send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops at the first dose that must wait, keeping it and the ones after it', async () => {
    const store = fakeStore([dose('u', 'a'), dose('u', 'b'), dose('u', 'c')]);
    const send = vi.fn(async (d: QueuedDose) => {
      if (d.medicationId === 'b') throw new TypeError('Failed to fetch');
    });
    const result = await replayQueue(store, 'u', send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.done.map((d) => d.medicationId)).toEqual(['a']);
    expect(result.remaining.map((d) => d.medicationId)).toEqual(['b', 'c']);
  });

  it('drops a dose the server refuses for good and goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = fakeStore([dose('u', 'gone'), dose('u', 'b')]);
    const result = await replayQueue(store, 'u', async (d) => {
      if (d.medicationId === 'gone') throw new ApiError(404, 'Not Found', '');
    });
    expect(result.refused.map((d) => d.medicationId)).toEqual(['gone']);
    expect(result.done.map((d) => d.medicationId)).toEqual(['b']);
    expect(store.list).toEqual([]);
    error.mockRestore();
  });

  it('sends only the signed-in account’s doses; another account’s wait for it', async () => {
    const store = fakeStore([dose('other', 'x'), dose('u', 'a')]);
    const sent: string[] = [];
    await replayQueue(store, 'u', async (d) => void sent.push(d.userId));
    expect(sent).toEqual(['u']);
    expect(store.list.map((d) => d.userId)).toEqual(['other']);
  });

  it('keeps a dose whose send failed before the answer: the next replay sends it again', async () => {
    const store = fakeStore([dose('u', 'a')]);
    await replayQueue(store, 'u', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(store.list).toHaveLength(1);
    // The first send had reached the server after all: it answers 409, the queue empties.
    await replayQueue(store, 'u', async () => {
      throw conflict();
    });
    expect(store.list).toEqual([]);
  });
});
