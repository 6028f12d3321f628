import { describe, expect, it } from 'vitest';
import { accountFormSchema, changePasswordFormSchema } from './profile-forms';

const account = { username: 'Asha', dateOfBirth: '', timeZone: 'Asia/Kolkata', language: 'en' };

describe('profile forms', () => {
  it('accepts an empty date of birth and refuses an impossible one', () => {
    expect(accountFormSchema.safeParse(account).success).toBe(true);
    const result = accountFormSchema.safeParse({ ...account, dateOfBirth: '2023-02-30' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Please enter a valid date of birth',
      path: ['dateOfBirth'],
    });
  });

  it('asks the new password twice', () => {
    const differ = changePasswordFormSchema.safeParse({
      currentPassword: 'old-pass',
      newPassword: '123456',
      confirmPassword: '1234567',
    });
    expect(differ.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });
});
