import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema, signUpSchema } from '@core/contract/auth';
import {
  checkForgotForm,
  checkResetForm,
  emailError,
  errorsAfterChange,
  firstErrorField,
  forgotRequest,
  isResetToken,
  isValidDateOfBirth,
  newPasswordError,
} from './password-forms';

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('password forms', () => {
  it('accepts an empty date of birth and lowercases the email', () => {
    const values = { email: ' Asha@Example.IN ', dateOfBirth: '' };
    expect(checkForgotForm(values)).toEqual({});
    expect(forgotRequest(values)).toEqual({ email: 'asha@example.in', dateOfBirth: null });
    expect(forgotRequest({ email: 'a@b.in', dateOfBirth: '1990-05-03' }).dateOfBirth).toBe(
      '1990-05-03',
    );
  });

  it('refuses an impossible date of birth', () => {
    expect(checkForgotForm({ email: 'a@b.in', dateOfBirth: '2023-02-30' })).toEqual({
      dateOfBirth: 'Please enter a valid date of birth',
    });
  });

  it('names every field in error, with the contract messages', () => {
    expect(checkForgotForm({ email: '', dateOfBirth: '1800-01-01' })).toEqual({
      email: 'Please enter a valid email address',
      dateOfBirth: 'Please enter a valid date of birth',
    });
  });

  it('asks the new password twice, with the spec length message', () => {
    expect(checkResetForm({ password: '123', confirmPassword: '123' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(checkResetForm({ password: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    // Both at once, as the zod form did.
    expect(checkResetForm({ password: '123', confirmPassword: '1234' })).toEqual({
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(checkResetForm({ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual(
      { password: 'Password must be at most 128 characters long' },
    );
  });

  it('checks the reset token shape', () => {
    expect(isResetToken('a'.repeat(32))).toBe(true);
    expect(isResetToken('short')).toBe(false);
    expect(isResetToken(null)).toBe(false);
  });
});

describe('password form rules agree with the contract', () => {
  const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it.each([
    'a@b.in',
    ' Asha@Example.IN ',
    'a@b',
    'a b@c.in',
    '@b.in',
    'plain',
    '',
    `${'a'.repeat(248)}@b.in`,
    `${'a'.repeat(249)}@b.in`,
  ])('judges the email %j as the contract does', (email) => {
    expect(emailError(email)).toBe(firstMessage(forgotPasswordSchema.shape.email.safeParse(email)));
  });

  it.each([
    '1990-05-03',
    '1900-01-01',
    '1899-12-31',
    '2023-02-29',
    '2024-02-29',
    '2023-02-30',
    '1990-5-3',
    'yesterday',
    isoDay(-1),
    isoDay(0),
    isoDay(1),
    isoDay(2),
    isoDay(400),
  ])('judges the date of birth %j as the contract does', (date) => {
    expect(isValidDateOfBirth(date)).toBe(signUpSchema.shape.dateOfBirth.safeParse(date).success);
  });

  it.each(['', '12345', '123456', 'x'.repeat(128), 'x'.repeat(129)])(
    'judges a new password of length %# as the contract does',
    (password) => {
      expect(newPasswordError(password)).toBe(
        firstMessage(resetPasswordSchema.shape.password.safeParse(password)),
      );
    },
  );

  it.each([
    'a'.repeat(19),
    'a'.repeat(20),
    'a'.repeat(128),
    'a'.repeat(129),
    'abc_DEF-123_abc_DEF-123',
    'abc.DEF/123+abc=DEF123',
  ])('judges the reset token %j as the contract does', (token) => {
    expect(isResetToken(token)).toBe(resetPasswordSchema.shape.token.safeParse(token).success);
  });
});

describe('password form state', () => {
  it('updates only the changed field after the first send', () => {
    const shown = { password: 'Password must be at least 6 characters long' };
    const found = checkResetForm({ password: 'abcdef', confirmPassword: '' });
    expect(errorsAfterChange(shown, 'password', found)).toEqual({});
    expect(errorsAfterChange({}, 'confirmPassword', found)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('focuses the first field in form order', () => {
    const order = ['email', 'dateOfBirth'] as const;
    expect(firstErrorField(order, { dateOfBirth: 'x', email: 'y' })).toBe('email');
    expect(firstErrorField(order, { dateOfBirth: 'x' })).toBe('dateOfBirth');
    expect(firstErrorField(order, {})).toBeUndefined();
  });
});
