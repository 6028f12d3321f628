import { dictionary } from '@zxcvbn-ts/language-common';

/** PRODUCT §2: the 10,000 most common passwords (zxcvbn's ranked list) are refused. */
const TOP = 10_000;
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, TOP).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';
