/**
 * Runs tasks at most `concurrency` at a time, taking turns between keys: the next task is from
 * the waiting key that started one least lately, so a key with many tasks waiting (one
 * address's burst of sign-ins) holds back only its own, and another key's task starts as soon
 * as the next slot frees, not after the whole burst (ADR 010).
 */
export interface FairQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** How many tasks run now and how many wait (for tests and the bench). */
  stats(): { running: number; waiting: number };
}

export function fairQueue(concurrency: number): FairQueue {
  /**
   * The keys with tasks waiting or running: their waiting tasks, how many run, and when the key
   * last started one (-1: never). A key is forgotten once it has nothing waiting or running.
   */
  const keys = new Map<string, { tasks: Array<() => void>; running: number; started: number }>();
  let starts = 0;
  let running = 0;
  let waiting = 0;

  /** The waiting key that started a task least lately (the first to come, among equals). */
  function nextKey() {
    let best: { tasks: Array<() => void>; running: number; started: number } | null = null;
    for (const entry of keys.values()) {
      if (entry.tasks.length > 0 && (!best || entry.started < best.started)) best = entry;
    }
    return best;
  }

  function startNext(): void {
    while (running < concurrency) {
      const entry = nextKey();
      const start = entry?.tasks.shift();
      if (!entry || !start) return;
      entry.started = starts;
      entry.running += 1;
      starts += 1;
      waiting -= 1;
      running += 1;
      start();
    }
  }

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const entry = keys.get(key) ?? { tasks: [], running: 0, started: -1 };
      keys.set(key, entry);
      return new Promise<T>((resolve, reject) => {
        entry.tasks.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              entry.running -= 1;
              if (entry.running === 0 && entry.tasks.length === 0) keys.delete(key);
              startNext();
            });
        });
        waiting += 1;
        startNext();
      });
    },
    stats: () => ({ running, waiting }),
  };
}
