import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@core/contract/auth-rules';
import { textTable } from '@web/lib/i18n/text-table';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The English texts the signed-out screens get from src/core and the server, with their
 * messages (ADR 026). The server's answers are copied here word for word (the server does not
 * import web code); auth-texts.test.ts renders each message in English and compares.
 */
export const AUTH_TEXTS = textTable([
  ...Object.entries(FIELD_MESSAGES).map(
    ([key, message]) => [MESSAGES[key as keyof typeof MESSAGES], message] as const,
  ),
  ['Passwords do not match', msg`Passwords do not match`],
  [
    'If an account matches what you entered, we have emailed a link to reset your password. The link works once, for 1 hour.',
    msg`If an account matches what you entered, we have emailed a link to reset your password. The link works once, for 1 hour.`,
  ],
  [
    'This reset link is invalid or has expired. Please ask for a new one.',
    msg`This reset link is invalid or has expired. Please ask for a new one.`,
  ],
  [
    'Your password has been changed. Please sign in with it.',
    msg`Your password has been changed. Please sign in with it.`,
  ],
  [
    'This password is too common and easy to guess. Please choose a less common one.',
    msg`This password is too common and easy to guess. Please choose a less common one.`,
  ],
  [
    'An account with this email already exists. Please sign in.',
    msg`An account with this email already exists. Please sign in.`,
  ],
  ['Invalid email or password', msg`Invalid email or password`],
  ['Authentication failed', msg`Authentication failed`],
]);
