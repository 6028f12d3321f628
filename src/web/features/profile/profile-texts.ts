import { msg } from '@lingui/core/macro';
import { AUTH_TEXTS } from '@web/features/auth/auth-texts';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * The English texts the profile forms get from src/core's auth contract, with their messages
 * (ADR 026: core does not import Lingui): the signed-out screens' table and the profile's own.
 * profile-texts.test.ts checks each against its source. The server's own answers are worded by
 * their code (auth-answer-text.ts, serverMessage), not looked up here.
 */
export const PROFILE_TEXTS = textTable([
  ...AUTH_TEXTS,
  ['Username is required', msg`Username is required`],
  ['Username must be at most 50 characters', msg`Username must be at most 50 characters`],
  ['Please choose a valid time zone', msg`Please choose a valid time zone`],
  ['Language must be English or Hindi', msg`Language must be English or Hindi`],
  ['Current password is required', msg`Current password is required`],
  ['Password is too long', msg`Password is too long`],
]);
