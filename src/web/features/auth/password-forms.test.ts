import { describe, expect, it } from 'vitest';
import { forgotFormSchema, isResetToken, resetFormSchema } from './password-forms';

describe('password forms', () => {
  it('accepts an empty date of birth and lowercases the email', () => {
    expect(forgotFormSchema.parse({ email: ' Asha@Example.IN ', dateOfBirth: '' })).toEqual({
      email: 'asha@example.in',
      dateOfBirth: '',
    });
  });

  it('refuses an impossible date of birth', () => {
    const result = forgotFormSchema.safeParse({ email: 'a@b.in', dateOfBirth: '2023-02-30' });
    expect(result.success).toBe(false);
  });

  it('asks the new password twice, with the spec length message', () => {
    const short = resetFormSchema.safeParse({ password: '123', confirmPassword: '123' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
    const differ = resetFormSchema.safeParse({ password: '123456', confirmPassword: '1234567' });
    expect(differ.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('checks the reset token shape', () => {
    expect(isResetToken('a'.repeat(32))).toBe(true);
    expect(isResetToken('short')).toBe(false);
    expect(isResetToken(null)).toBe(false);
  });
});
