import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_LIST } from './common-password-list';
import { isCommonPassword, passwordProblem } from './password-rule';

describe('the password rule (server and forms alike)', () => {
  it('asks for 6 to 128 characters', () => {
    expect(passwordProblem('')).toBe('short');
    expect(passwordProblem('kite5')).toBe('short');
    expect(passwordProblem('kite-5')).toBeNull();
    expect(passwordProblem('k'.repeat(127) + '7')).toBeNull();
    expect(passwordProblem('k'.repeat(128) + '7')).toBe('long');
  });

  it('refuses a common password in any case, a short one as short first', () => {
    expect(passwordProblem('password')).toBe('common');
    expect(passwordProblem('PassWord')).toBe('common');
    expect(passwordProblem('qwerty123')).toBe('common');
    expect(passwordProblem('123456')).toBe('common');
    expect(passwordProblem('abc')).toBe('short');
    expect(passwordProblem('kite-mango-42')).toBeNull();
    expect(isCommonPassword('river-lotus-77')).toBe(false);
  });

  it('ships the top 10,000 of zxcvbn, those of 6 characters or more (scripts/data/common-passwords.mjs)', () => {
    const expected = [
      ...new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase())),
    ].filter((p) => p.length >= 6);
    expect(COMMON_PASSWORD_LIST.split('\n')).toEqual(expected);
    for (const p of expected) expect(passwordProblem(p)).toBe('common');
  });
});
