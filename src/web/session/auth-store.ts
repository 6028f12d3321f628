import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@core/contract/auth';
import { apiRequest } from '@web/lib/api';
import { safeStorage } from '@web/lib/safe-storage';
import {
  clearStoredUser,
  readStoredUser,
  restoreStoredUser,
  saveStoredUser,
  toSessionUser,
} from './auth-storage';

/**
 * The signed-in user as this tab knows it. The server's session cookie is the truth: the session
 * check (queries.ts) overwrites this with what GET /api/auth/user answers.
 */
let currentUser: SessionUser | null | undefined;
const listeners = new Set<() => void>();

function read(): SessionUser | null {
  if (currentUser === undefined) currentUser = restoreStoredUser(safeStorage());
  return currentUser;
}

function write(user: SessionUser | null): void {
  const store = safeStorage();
  if (user) saveStoredUser(store, user);
  else clearStoredUser(store);
  const changed =
    currentUser?.id !== user?.id ||
    currentUser?.email !== user?.email ||
    currentUser?.username !== user?.username;
  currentUser = user;
  if (changed) listeners.forEach((listener) => listener());
}

/**
 * The stored user's id, read afresh for each request's x-user-id header (main.tsx gives it to
 * lib/api.ts): another tab may have signed in or out since this one last looked.
 */
export function storedUserId(): string | undefined {
  return readStoredUser(safeStorage())?.id;
}

export function getAuthUser(): SessionUser | null {
  return read();
}

export function subscribeAuthUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthUser(): SessionUser | null {
  return useSyncExternalStore(subscribeAuthUser, read, () => null);
}

/** Spec §4: logging in requires an id and an email. */
export function login(value: unknown): SessionUser {
  const user = toSessionUser(value);
  if (!user) throw new Error('Invalid user data');
  write(user);
  return user;
}

/** Brings the stored user in line with the server's answer (null: no session). */
export function reconcileAuthUser(value: unknown): void {
  write(toSessionUser(value));
}

/** Forgets the user locally, e.g. when the server says the session has ended. */
export function forgetAuthUser(): void {
  write(null);
}

/**
 * Spec §4: signing out clears storage and posts to sign-out, ignoring failure. The post is
 * awaited so the server revokes the cookie before the reload checks the session again.
 */
export async function logout(): Promise<void> {
  write(null);
  await apiRequest('POST', '/api/auth/signout').catch(() => undefined);
  window.location.replace('/');
}
