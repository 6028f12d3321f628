import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@core/contract/auth-rules';
import { textTable } from '@web/lib/i18n/text-table';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The English texts the signed-out screens get from src/core and the client's own checks, with
 * their messages (ADR 026); auth-texts.test.ts renders each message in English and compares.
 * The server's own answers are not copied here: they are worded by their stable code
 * (serverMessage in lib/error-message.ts, auth-answer-text.ts).
 */
export const AUTH_TEXTS = textTable([
  ...Object.entries(FIELD_MESSAGES).map(
    ([key, message]) => [MESSAGES[key as keyof typeof MESSAGES], message] as const,
  ),
  ['Passwords do not match', msg`Passwords do not match`],
  ['Authentication failed', msg`Authentication failed`],
]);
