/**
 * PRODUCT §4: each due dose is shown once per device. The ids shown are kept in localStorage
 * with the time they were shown; a dose stops being due two hours after its time, so entries
 * older than two days are dropped to keep the list short. Period and health reminders are shown
 * once a day: their id carries the day (dailyReminderId).
 */
export const SHOWN_REMINDERS_KEY = 'medmitra_shown_reminders';
export const SHOWN_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The id of a reminder shown at most once a day per device: the same all day, a new one the next
 * day. An entry lives two days, longer than any local day, so it is known until the day ends.
 */
export function dailyReminderId(kind: string, day: string): string {
  return `${kind}@${day}`;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The ids shown in the last two days, with when (ms since epoch). */
export function readShown(store: KeyValueStore, now: number): Map<string, number> {
  const shown = new Map<string, number>();
  const value = parseJson(store.getItem(SHOWN_REMINDERS_KEY));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shown;
  for (const [id, at] of Object.entries(value)) {
    if (typeof at === 'number' && Number.isFinite(at) && now - at < SHOWN_TTL_MS) shown.set(id, at);
  }
  return shown;
}

function write(store: KeyValueStore, shown: Map<string, number>): void {
  if (shown.size === 0) store.removeItem(SHOWN_REMINDERS_KEY);
  else store.setItem(SHOWN_REMINDERS_KEY, JSON.stringify(Object.fromEntries(shown)));
}

export function wasShown(store: KeyValueStore, id: string, now: number): boolean {
  return readShown(store, now).has(id);
}

/** Records that `id` was shown, and drops the entries that have expired. */
export function markShown(store: KeyValueStore, id: string, now: number): void {
  const shown = readShown(store, now);
  shown.set(id, now);
  write(store, shown);
}

/** Rewrites the list without expired entries. */
export function pruneShown(store: KeyValueStore, now: number): void {
  write(store, readShown(store, now));
}
