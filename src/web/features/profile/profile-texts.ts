import { msg } from '@lingui/core/macro';
import { AUTH_TEXTS } from '@web/features/auth/auth-texts';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * The English texts the profile forms get from src/core's auth contract and from the server,
 * with their messages (ADR 026: core and the server do not import Lingui): the signed-out
 * screens' table and the profile's own. profile-texts.test.ts checks each against its source.
 */
export const PROFILE_TEXTS = textTable([
  ...AUTH_TEXTS,
  ['Username is required', msg`Username is required`],
  ['Username must be at most 50 characters', msg`Username must be at most 50 characters`],
  ['Please choose a valid time zone', msg`Please choose a valid time zone`],
  ['Language must be English or Hindi', msg`Language must be English or Hindi`],
  ['Current password is required', msg`Current password is required`],
  ['Password is too long', msg`Password is too long`],
  [
    'Password changed. Your other devices have been signed out.',
    msg`Password changed. Your other devices have been signed out.`,
  ],
]);
