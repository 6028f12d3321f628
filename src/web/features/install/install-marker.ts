/** Spec §4, §9: the banner waits 5 s; dismissing it sets a marker that expires after 7 days. */
export const INSTALL_BANNER_DELAY_MS = 5_000;
export const INSTALL_MARKER_KEY = 'medmitra_install_prompt_seen';
export const INSTALL_MARKER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The marker holds the time it was set, in ms since the epoch. */
export function setInstallMarker(store: KeyValueStore, now: number): void {
  store.setItem(INSTALL_MARKER_KEY, String(now));
}

/** True while a marker younger than 7 days is set; an expired or unreadable one is removed. */
export function isInstallMarkerActive(store: KeyValueStore, now: number): boolean {
  const raw = store.getItem(INSTALL_MARKER_KEY);
  if (raw === null) return false;
  const seenAt = Number(raw);
  const active = Number.isFinite(seenAt) && seenAt <= now && now - seenAt < INSTALL_MARKER_TTL_MS;
  if (!active) store.removeItem(INSTALL_MARKER_KEY);
  return active;
}
