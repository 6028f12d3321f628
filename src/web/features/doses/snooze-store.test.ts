import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import type { LocalNotification } from './local-notification';
import {
  cancelSnooze,
  nextSnoozeAt,
  readSnoozed,
  SNOOZE_MS,
  SNOOZED_REMINDERS_KEY,
  snoozeReminder,
  takeDueSnoozed,
} from './snooze-store';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 22, 14, 30);
let store: MemoryStorage;

const note = (id: string, name = 'Metformin'): LocalNotification => ({
  id,
  type: 'medication',
  title: 'Time for your medicine',
  message: `Take ${name} 500 mg`,
  medicationName: name,
  dosage: '500 mg',
  medicationId: 'med-1',
  scheduledTime: '2026-11-22T14:30:00.000Z',
});

beforeEach(() => {
  store = new MemoryStorage();
});

describe('Snooze 15m (spec §4, §9)', () => {
  it('is 15 minutes', () => {
    expect(SNOOZE_MS).toBe(15 * MIN);
  });

  it('brings the same notification back after 15 minutes, not before', () => {
    snoozeReminder(store, note('a'), now);
    expect(takeDueSnoozed(store, now + 15 * MIN - 1)).toEqual([]);
    expect(takeDueSnoozed(store, now + 15 * MIN)).toEqual([note('a')]);
  });

  it('hands a due notification back only once', () => {
    snoozeReminder(store, note('a'), now);
    expect(takeDueSnoozed(store, now + 16 * MIN)).toHaveLength(1);
    expect(takeDueSnoozed(store, now + 17 * MIN)).toEqual([]);
    expect(store.getItem(SNOOZED_REMINDERS_KEY)).toBeNull();
  });

  it('persists across a reload (storage only)', () => {
    snoozeReminder(store, note('a'), now);
    const reloaded = new MemoryStorage();
    reloaded.setItem(SNOOZED_REMINDERS_KEY, store.getItem(SNOOZED_REMINDERS_KEY) ?? '');
    expect(readSnoozed(reloaded, now)).toEqual([
      { notification: note('a'), dueAt: now + SNOOZE_MS },
    ]);
    expect(takeDueSnoozed(reloaded, now + SNOOZE_MS)).toEqual([note('a')]);
  });

  it('keeps the ones not yet due and returns due ones earliest first', () => {
    snoozeReminder(store, note('late'), now + 5 * MIN);
    snoozeReminder(store, note('early'), now);
    snoozeReminder(store, note('later'), now + 20 * MIN);
    const due = takeDueSnoozed(store, now + 21 * MIN);
    expect(due.map((n) => n.id)).toEqual(['early', 'late']);
    expect(readSnoozed(store, now + 21 * MIN).map((s) => s.notification.id)).toEqual(['later']);
    expect(nextSnoozeAt(store, now + 21 * MIN)).toBe(now + 35 * MIN);
  });

  it('snoozing again moves the time instead of adding a copy', () => {
    snoozeReminder(store, note('a'), now);
    snoozeReminder(store, note('a'), now + 15 * MIN);
    expect(readSnoozed(store, now + 15 * MIN)).toHaveLength(1);
    expect(nextSnoozeAt(store, now)).toBe(now + 30 * MIN);
  });

  it('cancelling forgets it (the dose was taken)', () => {
    snoozeReminder(store, note('a'), now);
    snoozeReminder(store, note('b'), now);
    cancelSnooze(store, 'a', now);
    expect(takeDueSnoozed(store, now + SNOOZE_MS).map((n) => n.id)).toEqual(['b']);
  });

  it('drops malformed and stale items', () => {
    store.setItem(
      SNOOZED_REMINDERS_KEY,
      JSON.stringify([
        { notification: note('ok'), dueAt: now },
        { notification: { id: 'x', type: 'pill', title: 't', message: 'm' }, dueAt: now },
        { notification: note('no-time') },
        { notification: note('stale'), dueAt: now - 3 * 24 * 60 * MIN },
        'junk',
      ]),
    );
    expect(readSnoozed(store, now).map((s) => s.notification.id)).toEqual(['ok']);
    store.setItem(SNOOZED_REMINDERS_KEY, '{broken');
    expect(readSnoozed(store, now)).toEqual([]);
    expect(nextSnoozeAt(store, now)).toBeNull();
  });
});
