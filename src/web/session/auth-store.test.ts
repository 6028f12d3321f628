import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  forgetAuthUser,
  getAuthUser,
  login,
  reconcileAuthUser,
  storedUserId,
  subscribeAuthUser,
} from './auth-store';

const storage = new MemoryStorage();

beforeAll(() => {
  storage.setItem('auth_user', 'corrupt{');
  // The store reads localStorage on first use.
  vi.stubGlobal('localStorage', storage);
});

describe('auth store (spec §4)', () => {
  it('clears a corrupt stored user on first read', () => {
    expect(getAuthUser()).toBeNull();
    expect(storage.getItem('auth_user')).toBeNull();
  });

  it('refuses to log in without id and email', () => {
    expect(() => login({ id: 'u1' })).toThrow('Invalid user data');
    expect(() => login({ email: 'a@b.in' })).toThrow('Invalid user data');
    expect(getAuthUser()).toBeNull();
  });

  it('logs in, stores the user and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeAuthUser(() => calls++);
    const user = login({ id: 'u1', email: 'a@b.in', username: 'asha' });
    unsubscribe();
    expect(user).toEqual({ id: 'u1', email: 'a@b.in', username: 'asha' });
    expect(getAuthUser()).toEqual(user);
    expect(JSON.parse(storage.getItem('auth_user') ?? 'null')).toEqual(user);
    expect(calls).toBe(1);
  });

  it('follows the server: a null answer signs out and clears storage', () => {
    login({ id: 'u1', email: 'a@b.in', username: 'asha' });
    reconcileAuthUser(null);
    expect(getAuthUser()).toBeNull();
    expect(storage.getItem('auth_user')).toBeNull();
  });

  it('takes the server user (e.g. a new username) over the stored one', () => {
    login({ id: 'u1', email: 'a@b.in', username: 'asha' });
    reconcileAuthUser({ id: 'u1', email: 'a@b.in', username: 'Asha K', role: 'user' });
    expect(getAuthUser()?.username).toBe('Asha K');
    forgetAuthUser();
    expect(getAuthUser()).toBeNull();
  });

  it("gives the API client the stored user's id, read afresh each time", () => {
    login({ id: 'u1', email: 'a@b.in', username: 'asha' });
    expect(storedUserId()).toBe('u1');
    storage.setItem('auth_user', JSON.stringify({ id: 'u2', email: 'c@d.in', username: 'c' }));
    expect(storedUserId()).toBe('u2');
    forgetAuthUser();
    expect(storedUserId()).toBeUndefined();
  });
});
