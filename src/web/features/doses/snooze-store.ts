import { SNOOZE_MS } from '@core/push/schedule';
import { toLocalNotification, type LocalNotification } from './local-notification';
import { parseJson, SHOWN_TTL_MS, type KeyValueStore } from './shown-store';

/**
 * Spec §4, §9: Snooze 15m re-adds the same notification 15 minutes later. Snoozed items live in
 * localStorage with their due time, so closing or reloading the app still brings them back.
 */
export const SNOOZED_REMINDERS_KEY = 'medmitra_snoozed_reminders';
export { SNOOZE_MS };

export interface SnoozedReminder {
  notification: LocalNotification;
  /** When to show it again, ms since epoch. */
  dueAt: number;
}

/** Snoozed items, without malformed ones and ones due more than two days ago (stale). */
export function readSnoozed(store: KeyValueStore, now: number): SnoozedReminder[] {
  const value = parseJson(store.getItem(SNOOZED_REMINDERS_KEY));
  if (!Array.isArray(value)) return [];
  const items: SnoozedReminder[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { notification, dueAt } = item as Record<string, unknown>;
    const parsed = toLocalNotification(notification);
    if (!parsed || typeof dueAt !== 'number' || !Number.isFinite(dueAt)) continue;
    if (now - dueAt >= SHOWN_TTL_MS) continue;
    items.push({ notification: parsed, dueAt });
  }
  return items;
}

function write(store: KeyValueStore, items: SnoozedReminder[]): void {
  if (items.length === 0) store.removeItem(SNOOZED_REMINDERS_KEY);
  else store.setItem(SNOOZED_REMINDERS_KEY, JSON.stringify(items));
}

/** Snoozes `notification` until now + 15 min; snoozing it again moves its time. */
export function snoozeReminder(
  store: KeyValueStore,
  notification: LocalNotification,
  now: number,
): SnoozedReminder {
  const entry = { notification, dueAt: now + SNOOZE_MS };
  const others = readSnoozed(store, now).filter((s) => s.notification.id !== notification.id);
  write(store, [...others, entry]);
  return entry;
}

/** Removes and returns the snoozed notifications whose time has come, earliest first. */
export function takeDueSnoozed(store: KeyValueStore, now: number): LocalNotification[] {
  const items = readSnoozed(store, now);
  const due = items.filter((s) => s.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
  write(
    store,
    items.filter((s) => s.dueAt > now),
  );
  return due.map((s) => s.notification);
}

/** Forgets a snoozed notification (its dose was taken). */
export function cancelSnooze(store: KeyValueStore, id: string, now: number): void {
  write(
    store,
    readSnoozed(store, now).filter((s) => s.notification.id !== id),
  );
}

/** The earliest time a snoozed notification comes back, or null when none is snoozed. */
export function nextSnoozeAt(store: KeyValueStore, now: number): number | null {
  const times = readSnoozed(store, now).map((s) => s.dueAt);
  return times.length ? Math.min(...times) : null;
}
