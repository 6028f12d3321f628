import { describe, expect, it } from 'vitest';
import { hashQueue, MAX_CONCURRENT_HASHES, scryptHasher } from './passwords';

describe('scryptHasher', () => {
  it('runs at most MAX_CONCURRENT_HASHES hashes at once; the rest wait their turn', async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, hashQueue().running);
    }, 1);
    const started = Array.from({ length: 4 }, (_, i) => scryptHasher.hash(`password-${i}`));
    const hashes = await Promise.all(started);
    clearInterval(watch);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
    expect(await scryptHasher.verify('password-3', hashes[3] ?? '')).toBe(true);
    expect(await scryptHasher.verify('password-2', hashes[3] ?? '')).toBe(false);
  }, 60_000);
});
