import { describe, expect, it } from 'vitest';
import * as contract from '@core/contract/auth';
import * as web from './credential-rules';

describe('credential rules agree with the contract', () => {
  it('has the same limits and pattern', () => {
    expect(web.PASSWORD_MIN_LENGTH).toBe(contract.PASSWORD_MIN_LENGTH);
    expect(web.PASSWORD_MAX_LENGTH).toBe(contract.PASSWORD_MAX_LENGTH);
    expect(web.EMAIL_PATTERN.source).toBe(contract.EMAIL_PATTERN.source);
  });

  it.each(['a@b.in', ' asha@example.com ', 'a@b', 'a b@c.in', '@b.in', 'a@b.c', 'plain', ''])(
    'judges the email %j as the contract does',
    (email) => {
      expect(web.isValidEmail(email)).toBe(contract.isValidEmail(email));
    },
  );

  it.each(['', '12345', '123456', 'x'.repeat(128), 'x'.repeat(129)])(
    'judges a password of length %#  as the contract does',
    (password) => {
      expect(web.isValidPassword(password)).toBe(contract.isValidPassword(password));
    },
  );

  it('needs at least 6 characters', () => {
    expect(web.isValidPassword('12345')).toBe(false);
    expect(web.isValidPassword('123456')).toBe(true);
  });
});
