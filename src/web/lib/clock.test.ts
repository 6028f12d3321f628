import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockStore } from './clock';

describe('the app clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T08:00:30Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('does not tick while nobody shows a time', () => {
    expect(clockStore.listening()).toBe(false);
    const first = clockStore.now();
    vi.setSystemTime(new Date('2026-11-23T08:05:10Z'));
    // Read again after minutes with no subscriber: fresh, not the stale instant.
    expect(clockStore.now()).not.toBe(first);
    expect(clockStore.now().toISOString()).toBe('2026-11-23T08:05:10.000Z');
  });

  it('ticks once at the start of each minute for all readers, and stops when they leave', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = clockStore.subscribe(a);
    const stopB = clockStore.subscribe(b);
    expect(clockStore.listening()).toBe(true);
    const before = clockStore.now();
    vi.advanceTimersByTime(29_000);
    expect(a).not.toHaveBeenCalled();
    expect(clockStore.now()).toBe(before); // the same instant between ticks: no re-render
    vi.advanceTimersByTime(1_100); // past 08:01:00
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(clockStore.now().getUTCMinutes()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(a).toHaveBeenCalledTimes(2);
    stopA();
    expect(clockStore.listening()).toBe(true);
    stopB();
    expect(clockStore.listening()).toBe(false);
    vi.advanceTimersByTime(180_000);
    expect(a).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
