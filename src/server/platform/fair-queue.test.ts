import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue';

/** A task that runs until the test ends it, noting when it started. */
function controlled(log: string[], name: string) {
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    task: async () => {
      log.push(name);
      await ended;
      return name;
    },
    end,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('fairQueue', () => {
  it('runs at most `concurrency` tasks, and a new key goes before a burst’s rest', async () => {
    const queue = fairQueue(2);
    const log: string[] = [];
    const burst = Array.from({ length: 6 }, (_, i) => controlled(log, `a${i}`));
    const answers = burst.map((t) => queue.run('198.51.100.1', t.task));
    const other = controlled(log, 'b0');
    const answer = queue.run('203.0.113.5', other.task);
    await flush();
    expect(log).toEqual(['a0', 'a1']);
    expect(queue.stats()).toEqual({ running: 2, waiting: 5 });

    burst[0]!.end();
    await flush();
    // The other key's task starts with the first free slot, ahead of the burst's four others.
    expect(log).toEqual(['a0', 'a1', 'b0']);
    other.end();
    expect(await answer).toBe('b0');
    for (const t of burst) t.end();
    expect(await Promise.all(answers)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(log).toEqual(['a0', 'a1', 'b0', 'a2', 'a3', 'a4', 'a5']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('takes turns between keys with tasks waiting, each key in its own order', async () => {
    const queue = fairQueue(1);
    const log: string[] = [];
    const runs = [
      ...['x1', 'x2', 'x3'].map((n) => queue.run('x', async () => void log.push(n))),
      ...['y1', 'y2'].map((n) => queue.run('y', async () => void log.push(n))),
      queue.run('z', async () => void log.push('z1')),
    ];
    await Promise.all(runs);
    expect(log).toEqual(['x1', 'y1', 'z1', 'x2', 'y2', 'x3']);
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const queue = fairQueue(1);
    const failed = queue.run('k', () => Promise.reject(new Error('no memory')));
    const next = queue.run('k', async () => 'ran');
    await expect(failed).rejects.toThrow('no memory');
    expect(await next).toBe('ran');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
