import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

let current = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  current = new Date();
  for (const listener of listeners) listener();
  schedule();
}

/** Every time shown counts whole minutes: tick just after the next minute starts. */
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
}

// A phone that slept froze the timer: catch up as soon as the page is seen again.
function onVisibility(): void {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    schedule();
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', onVisibility);
    }
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

function now(): Date {
  // Nothing on screen shows a time, so the clock has not ticked: a component shown now must not
  // start from the minute the last one was hidden.
  if (listeners.size === 0 && Math.floor(Date.now() / MINUTE_MS) !== minuteOf(current)) {
    current = new Date();
  }
  return current;
}

function minuteOf(at: Date): number {
  return Math.floor(at.getTime() / MINUTE_MS);
}

/**
 * The app's one clock. Components that show a time relative to now (a countdown, "5 min ago",
 * today's doses) read it; it ticks at the start of each minute, and when the page is seen again
 * after the phone slept, only while at least one such component is mounted. Every reader sees
 * the same instant, so a screen never shows two different "nows".
 */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, now, now);
}

/**
 * A value derived from the clock (today's date in a zone, say). The component renders again only
 * when the value changes, so it must be a primitive: a string or a number.
 */
export function useClockValue<T extends string | number>(derive: (at: Date) => T): T {
  const read = () => derive(now());
  return useSyncExternalStore(subscribe, read, read);
}

/** For tests: the clock's store, without React. */
export const clockStore = { subscribe, now, listening: () => timer !== undefined };
