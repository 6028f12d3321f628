import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import { chooseMember, LAST_MEMBER_KEY, readLastMember, rememberMember } from './member-choice';

const self = { id: 'me', isSelf: true };
const mother = { id: 'amma', isSelf: false };
const son = { id: 'beta', isSelf: false };

describe('last used member per device', () => {
  it('remembers a member per tab', () => {
    const store = new MemoryStorage();
    expect(readLastMember(store, 'blood-pressure')).toBeNull();
    rememberMember(store, 'blood-pressure', 'amma');
    rememberMember(store, 'eye-sight', 'beta');
    expect(readLastMember(store, 'blood-pressure')).toBe('amma');
    expect(readLastMember(store, 'eye-sight')).toBe('beta');
    expect(readLastMember(store, 'sugar-levels')).toBeNull();
    rememberMember(store, 'blood-pressure', 'me');
    expect(readLastMember(store, 'blood-pressure')).toBe('me');
    expect(readLastMember(store, 'eye-sight')).toBe('beta');
  });

  it('ignores what it cannot read', () => {
    const store = new MemoryStorage();
    store.setItem(LAST_MEMBER_KEY, '{not json');
    expect(readLastMember(store, 'blood-pressure')).toBeNull();
    store.setItem(LAST_MEMBER_KEY, JSON.stringify(['amma']));
    expect(readLastMember(store, 'blood-pressure')).toBeNull();
    store.setItem(LAST_MEMBER_KEY, JSON.stringify({ 'blood-pressure': 7, 'sugar-levels': 'amma' }));
    expect(readLastMember(store, 'blood-pressure')).toBeNull();
    expect(readLastMember(store, 'sugar-levels')).toBe('amma');
  });

  it('survives a storage that refuses writes', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberMember(store, 'blood-pressure', 'amma')).not.toThrow();
  });
});

describe('chooseMember', () => {
  it('takes the remembered member while they are in the family', () => {
    expect(chooseMember([self, mother, son], 'amma')).toBe('amma');
  });

  it('falls back to self, then the first member, then none', () => {
    expect(chooseMember([self, mother], 'removed-member')).toBe('me');
    expect(chooseMember([mother, self], null)).toBe('me');
    expect(chooseMember([mother, son], null)).toBe('amma');
    expect(chooseMember([], 'amma')).toBeNull();
  });
});
