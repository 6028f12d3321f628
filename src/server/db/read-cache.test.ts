import { describe, expect, it } from 'vitest';
import { memoryReadCache, passThroughCache } from './read-cache';

function setup(options: { ttlMs?: number; maxAccounts?: number } = {}) {
  let clock = 0;
  const cache = memoryReadCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxAccounts: options.maxAccounts ?? 100,
    now: () => clock,
  });
  let loads = 0;
  const loader =
    <T>(value: T) =>
    async () => {
      loads++;
      return value;
    };
  return {
    cache,
    loader,
    loads: () => loads,
    advance: (ms: number) => (clock += ms),
  };
}

describe('memoryReadCache', () => {
  it('loads once and answers from memory until the account is invalidated', async () => {
    const { cache, loader, loads } = setup();
    expect(await cache.get('a', 'plans', loader(['x']))).toEqual(['x']);
    expect(await cache.get('a', 'plans', loader(['y']))).toEqual(['x']);
    expect(loads()).toBe(1);
    cache.invalidate('a');
    expect(await cache.get('a', 'plans', loader(['y']))).toEqual(['y']);
    expect(loads()).toBe(2);
  });

  it('a scoped invalidation drops only that scope, and keeps the sessions', async () => {
    const { cache, loader, loads } = setup();
    await cache.get('a', 'blood-pressure:list', loader('bp1'));
    await cache.get('a', 'sugar-levels:list', loader('s1'));
    await cache.session('t1', loader({ accountId: 'a' }));
    cache.invalidate('a', 'blood-pressure');
    expect(await cache.get('a', 'blood-pressure:list', loader('bp2'))).toBe('bp2');
    expect(await cache.get('a', 'sugar-levels:list', loader('s2'))).toBe('s1');
    expect(await cache.session('t1', loader(null))).toEqual({ accountId: 'a' });
    expect(loads()).toBe(4);
  });

  it('keeps accounts apart: invalidating one leaves the other cached', async () => {
    const { cache, loader, loads } = setup();
    await cache.get('a', 'plans', loader('a1'));
    await cache.get('b', 'plans', loader('b1'));
    cache.invalidate('a');
    expect(await cache.get('b', 'plans', loader('b2'))).toBe('b1');
    expect(await cache.get('a', 'plans', loader('a2'))).toBe('a2');
    expect(loads()).toBe(3);
  });

  it('loads again once a value is older than the TTL', async () => {
    const { cache, loader, advance } = setup({ ttlMs: 1000 });
    await cache.get('a', 'k', loader(1));
    advance(999);
    expect(await cache.get('a', 'k', loader(2))).toBe(1);
    advance(1);
    expect(await cache.get('a', 'k', loader(3))).toBe(3);
  });

  it('does not keep a value whose load raced a write', async () => {
    const { cache, loader } = setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const racing = cache.get('a', 'k', async () => {
      await gate;
      return 'read before the write';
    });
    cache.invalidate('a'); // the write commits while the read is in flight
    release();
    expect(await racing).toBe('read before the write');
    expect(await cache.get('a', 'k', loader('after the write'))).toBe('after the write');
  });

  it('drops the least recently used account beyond the limit', async () => {
    const { cache, loader, loads } = setup({ maxAccounts: 2 });
    await cache.get('a', 'k', loader('a'));
    await cache.get('b', 'k', loader('b'));
    await cache.get('a', 'k', loader('a?')); // a is now the most recent
    await cache.get('c', 'k', loader('c')); // b goes
    expect(loads()).toBe(3);
    expect(await cache.get('a', 'k', loader('a2'))).toBe('a');
    expect(await cache.get('b', 'k', loader('b2'))).toBe('b2');
  });

  describe('sessions', () => {
    const session = (accountId: string) => ({ accountId, id: `s-${accountId}` });

    it('caches a live session and drops it when its account is invalidated', async () => {
      const { cache, loader, loads } = setup();
      expect(await cache.session('t1', loader(session('a')))).toEqual(session('a'));
      expect(await cache.session('t1', loader(null))).toEqual(session('a'));
      expect(loads()).toBe(1);
      cache.invalidate('a'); // signed out elsewhere, password changed...
      expect(await cache.session('t1', loader(null))).toBeNull();
    });

    it('never caches an unknown token', async () => {
      const { cache, loader, loads } = setup();
      expect(await cache.session('nope', loader(null))).toBeNull();
      expect(await cache.session('nope', loader(session('a')))).toEqual(session('a'));
      expect(loads()).toBe(2);
    });

    it('does not keep a session whose load raced a sign-out', async () => {
      const { cache, loader } = setup();
      let release: () => void = () => {};
      const gate = new Promise<void>((r) => (release = r));
      const racing = cache.session('t1', async () => {
        await gate;
        return session('a');
      });
      cache.invalidate('a');
      release();
      await racing;
      expect(await cache.session('t1', loader(null))).toBeNull();
    });
  });
});

describe('passThroughCache', () => {
  it('loads every time', async () => {
    let n = 0;
    const load = async () => ++n;
    await passThroughCache.get('a', 'k', load);
    expect(await passThroughCache.get('a', 'k', load)).toBe(2);
    expect(await passThroughCache.session('t', async () => ({ accountId: 'a' }))).toEqual({
      accountId: 'a',
    });
  });
});
