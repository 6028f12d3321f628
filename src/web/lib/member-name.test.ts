import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '@web/lib/i18n/i18n';
import { memberName } from './member-name';

describe('memberName', () => {
  afterEach(async () => {
    await activate('en');
  });

  it('says whose name is the account holder’s own', () => {
    expect(memberName({ name: 'Asha', isSelf: true })).toBe('Asha (you)');
  });

  it('is the plain name for the rest of the family', () => {
    expect(memberName({ name: 'Ravi', isSelf: false })).toBe('Ravi');
  });

  it('speaks the active language', async () => {
    await activate('hi');
    expect(memberName({ name: 'आशा', isSelf: true })).toBe('आशा (आप)');
  });
});
