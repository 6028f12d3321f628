import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/auth-rules';
import { COMMON_PASSWORD_LIST } from './common-password-list';

/*
 * Spec §9 and PRODUCT §2: the whole rule for a new password, one module for the server (which
 * refuses) and the forms (which say so before submit). It holds the ~35 KB (gzip) list, so the
 * web loads it with import() from the password checklist, never in a page's first load.
 */

export type PasswordProblem = 'short' | 'long' | 'common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';

let common: Set<string> | null = null;

/** One of the 10,000 most common passwords (zxcvbn's ranked list), whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORD_LIST.split('\n'));
  return common.has(password.toLowerCase());
}

/** What is wrong with a new password, first the length, or null when the server takes it. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'long';
  return isCommonPassword(password) ? 'common' : null;
}
