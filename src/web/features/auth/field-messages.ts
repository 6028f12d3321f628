import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MESSAGES } from '@core/contract/auth-rules';

/**
 * The contract's credential messages (src/core, which does not import Lingui), by key, in the
 * active language: `i18n._(FIELD_MESSAGES.invalidEmail)`. auth-texts.test.ts checks that each
 * one's English is the contract's text.
 */
export const FIELD_MESSAGES = {
  invalidEmail: msg`Please enter a valid email address`,
  shortPassword: msg`Password must be at least 6 characters long`,
  longPassword: msg`Password must be at most 128 characters long`,
  invalidDate: msg`Please enter a valid date of birth`,
} satisfies Record<keyof typeof MESSAGES, MessageDescriptor>;
