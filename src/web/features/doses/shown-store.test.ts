import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  dailyReminderId,
  markShown,
  pruneShown,
  readShown,
  SHOWN_REMINDERS_KEY,
  SHOWN_TTL_MS,
  wasShown,
} from './shown-store';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 14, 30);
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
});

describe('reminders shown once per device (PRODUCT §4)', () => {
  it('keeps entries for two days', () => {
    expect(SHOWN_TTL_MS).toBe(2 * DAY);
  });

  it('knows nothing on a fresh device', () => {
    expect(wasShown(store, 'medication:a@1', now)).toBe(false);
    expect(readShown(store, now).size).toBe(0);
  });

  it('remembers a shown dose and only that dose', () => {
    markShown(store, 'medication:a@1', now);
    expect(wasShown(store, 'medication:a@1', now + 1000)).toBe(true);
    expect(wasShown(store, 'medication:a@2', now + 1000)).toBe(false);
    expect(wasShown(store, 'medication:b@1', now + 1000)).toBe(false);
  });

  it('survives a reload: it lives in storage', () => {
    markShown(store, 'medication:a@1', now);
    const raw = store.getItem(SHOWN_REMINDERS_KEY);
    const reloaded = new MemoryStorage();
    reloaded.setItem(SHOWN_REMINDERS_KEY, raw ?? '');
    expect(wasShown(reloaded, 'medication:a@1', now)).toBe(true);
  });

  it('forgets an entry exactly two days after it was shown', () => {
    markShown(store, 'medication:a@1', now);
    expect(wasShown(store, 'medication:a@1', now + 2 * DAY - 1)).toBe(true);
    expect(wasShown(store, 'medication:a@1', now + 2 * DAY)).toBe(false);
  });

  it('drops expired entries from storage when it writes', () => {
    markShown(store, 'old', now);
    markShown(store, 'new', now + 2 * DAY - 60_000);
    markShown(store, 'newer', now + 2 * DAY);
    const stored = JSON.parse(store.getItem(SHOWN_REMINDERS_KEY) ?? '{}') as Record<string, number>;
    expect(Object.keys(stored).sort()).toEqual(['new', 'newer']);
  });

  it('prune removes the key once nothing is left', () => {
    markShown(store, 'old', now);
    pruneShown(store, now + 3 * DAY);
    expect(store.getItem(SHOWN_REMINDERS_KEY)).toBeNull();
  });

  it('ignores corrupt storage and malformed entries', () => {
    store.setItem(SHOWN_REMINDERS_KEY, 'not json');
    expect(readShown(store, now).size).toBe(0);
    store.setItem(SHOWN_REMINDERS_KEY, '["a"]');
    expect(readShown(store, now).size).toBe(0);
    store.setItem(SHOWN_REMINDERS_KEY, JSON.stringify({ a: 'yesterday', b: now, c: null }));
    expect([...readShown(store, now).keys()]).toEqual(['b']);
    markShown(store, 'd', now);
    expect(wasShown(store, 'd', now)).toBe(true);
  });

  it('a daily reminder is shown once on its day and again on the next (per-day key)', () => {
    const today = dailyReminderId('period', '2026-11-22');
    markShown(store, today, now);
    // Late that evening, the same day: still shown.
    expect(wasShown(store, dailyReminderId('period', '2026-11-22'), now + 9 * 3_600_000)).toBe(
      true,
    );
    expect(wasShown(store, dailyReminderId('period', '2026-11-23'), now + 10 * 3_600_000)).toBe(
      false,
    );
    expect(wasShown(store, dailyReminderId('health_checkup:sugar_test', '2026-11-22'), now)).toBe(
      false,
    );
  });
});
