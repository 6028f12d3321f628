import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  AUTH_USER_KEY,
  clearStoredUser,
  LEGACY_USER_KEY,
  readStoredUser,
  restoreStoredUser,
  saveStoredUser,
  toSessionUser,
} from './auth-storage';

const user = { id: 'u1', email: 'asha@example.in', username: 'asha' };
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
});

describe('restoreStoredUser (spec §3-4)', () => {
  it('restores a user that has id and email', () => {
    store.setItem(AUTH_USER_KEY, JSON.stringify(user));
    expect(restoreStoredUser(store)).toEqual(user);
    expect(store.getItem(AUTH_USER_KEY)).toBe(JSON.stringify(user));
  });

  it('falls back to the "user" key and moves the user to auth_user', () => {
    store.setItem(LEGACY_USER_KEY, JSON.stringify(user));
    expect(restoreStoredUser(store)).toEqual(user);
    expect(JSON.parse(store.getItem(AUTH_USER_KEY) ?? 'null')).toEqual(user);
    expect(store.getItem(LEGACY_USER_KEY)).toBeNull();
  });

  it('prefers auth_user over the fallback key', () => {
    store.setItem(AUTH_USER_KEY, JSON.stringify(user));
    store.setItem(LEGACY_USER_KEY, JSON.stringify({ ...user, id: 'old' }));
    expect(restoreStoredUser(store)?.id).toBe('u1');
  });

  it.each([
    ['no id', JSON.stringify({ email: 'a@b.in', username: 'a' })],
    ['no email', JSON.stringify({ id: 'u1', username: 'a' })],
    ['an empty id', JSON.stringify({ id: '', email: 'a@b.in' })],
    ['not JSON', '{"id": "u1", '],
    ['JSON null', 'null'],
    ['a string', '"u1"'],
  ])('treats a stored user with %s as corrupt and clears it', (_case, raw) => {
    store.setItem(AUTH_USER_KEY, raw);
    store.setItem(LEGACY_USER_KEY, raw);
    expect(restoreStoredUser(store)).toBeNull();
    expect(store.getItem(AUTH_USER_KEY)).toBeNull();
    expect(store.getItem(LEGACY_USER_KEY)).toBeNull();
  });

  it('returns null and leaves the storage alone when nothing is stored', () => {
    store.setItem('other', 'x');
    expect(restoreStoredUser(store)).toBeNull();
    expect(store.getItem('other')).toBe('x');
  });
});

describe('readStoredUser', () => {
  it('reads without clearing corrupt data', () => {
    store.setItem(AUTH_USER_KEY, 'garbage');
    expect(readStoredUser(store)).toBeNull();
    expect(store.getItem(AUTH_USER_KEY)).toBe('garbage');
  });
});

describe('toSessionUser', () => {
  it('keeps only id, email and username, and derives a missing username from the email', () => {
    expect(toSessionUser({ id: 7, email: 'ravi@x.in', role: 'admin' })).toEqual({
      id: '7',
      email: 'ravi@x.in',
      username: 'ravi',
    });
  });
});

describe('save and clear', () => {
  it('saves under auth_user and clears both keys', () => {
    saveStoredUser(store, user);
    store.setItem(LEGACY_USER_KEY, 'x');
    expect(readStoredUser(store)).toEqual(user);
    clearStoredUser(store);
    expect(store.length).toBe(0);
  });
});
