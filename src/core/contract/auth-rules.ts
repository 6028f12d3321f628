/**
 * The credential rules without zod, for the sign-in page's first load. The schemas in auth.ts
 * are built from these, so there is one rule.
 */

/** Spec §9: minimum password length. PRODUCT §2: at most 128. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5: the "simple pattern" for an email: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters long',
  longPassword: 'Password must be at most 128 characters long',
  invalidDate: 'Please enter a valid date of birth',
} as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
}

/** The shape of a reset token, as the contract's resetPasswordSchema checks it. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/** The reset page shows its form only for a token of that shape (and the server prerenders it). */
export function isResetToken(token: string | null): token is string {
  return token !== null && RESET_TOKEN_PATTERN.test(token);
}
