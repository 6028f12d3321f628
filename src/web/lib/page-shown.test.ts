import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its state is the page's, one per test. */
const load = async () => {
  vi.resetModules();
  return import('./page-shown');
};

describe('work deferred until the page has shown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page, then for the browser to paint it, and runs each task once', async () => {
    const { afterPageShown, markPageShown } = await load();
    const task = vi.fn();
    afterPageShown(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    markPageShown();
    // Not in the page's own commit: after the paint that follows it.
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);

    markPageShown();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterPageShown(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway when no page says it has shown (an error screen)', async () => {
    vi.stubGlobal('window', {});
    const { afterPageShown, startPageShownFallback } = await load();
    const task = vi.fn();
    afterPageShown(task);
    startPageShownFallback();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's first requests to answer when it says what it is loading", async () => {
    const { afterPageShown, markPageShown } = await load();
    let fetching = 1;
    const listeners = new Set<() => void>();
    const changed = () => listeners.forEach((listener) => listener());
    const task = vi.fn();
    afterPageShown(task);
    markPageShown({
      busy: () => fetching > 0,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();

    // One answer in, and the next request started by it: still loading.
    changed();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();

    fetching = 0;
    changed();
    // After the paint that shows what arrived.
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
