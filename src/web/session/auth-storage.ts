import type { SessionUser } from '@core/contract/auth';

/** Spec §3: the session user lives under auth_user, with a fallback read from user. */
export const AUTH_USER_KEY = 'auth_user';
export const LEGACY_USER_KEY = 'user';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A user object is usable only when it has a non-empty id and email (spec §4). */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const { id, email, username } = record;
  const userId = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  if (!userId || typeof email !== 'string' || !email) return null;
  return {
    id: userId,
    email,
    username: typeof username === 'string' && username ? username : email.split('@')[0] || email,
  };
}

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Reads the stored user without changing the storage. */
export function readStoredUser(store: KeyValueStore): SessionUser | null {
  const raw = store.getItem(AUTH_USER_KEY) ?? store.getItem(LEGACY_USER_KEY);
  return toSessionUser(parse(raw));
}

/**
 * Spec §4: on load the stored user is restored only if it has id and email; anything else
 * stored is corrupt and is cleared. A user found only under the fallback key moves to auth_user.
 */
export function restoreStoredUser(store: KeyValueStore): SessionUser | null {
  const user = readStoredUser(store);
  if (!user) {
    // Corrupt, or nothing stored (then removing the keys changes nothing).
    clearStoredUser(store);
    return null;
  }
  saveStoredUser(store, user);
  store.removeItem(LEGACY_USER_KEY);
  return user;
}

export function saveStoredUser(store: KeyValueStore, user: SessionUser): void {
  store.setItem(AUTH_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(store: KeyValueStore): void {
  store.removeItem(AUTH_USER_KEY);
  store.removeItem(LEGACY_USER_KEY);
}
