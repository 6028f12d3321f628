import { msg } from '@lingui/core/macro';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * The English texts the family form gets from src/core's member contract, with their messages
 * (ADR 026: core does not import Lingui). family-texts.test.ts checks each English against the
 * contract's own answer. The server's own answers (a 404, say) are worded by their code
 * (serverMessage in lib/error-message.ts).
 */
export const FAMILY_TEXTS = textTable([
  ['Please enter a name', msg`Please enter a name`],
  ['Name must be at most 50 characters', msg`Name must be at most 50 characters`],
  ['Please choose a relation', msg`Please choose a relation`],
  ['Please enter a valid date of birth', msg`Please enter a valid date of birth`],
  ['Please choose female, male or other', msg`Please choose female, male or other`],
  ['Please choose a blood group such as B+', msg`Please choose a blood group such as B+`],
  ['Please choose one of the avatar colours', msg`Please choose one of the avatar colours`],
  [
    'You are already in the family as "Self": please choose another relation',
    msg`You are already in the family as "Self": please choose another relation`,
  ],
  ['At most 30 conditions', msg`At most 30 conditions`],
  ['At most 30 allergies', msg`At most 30 allergies`],
  ['Nothing to update', msg`Nothing to update`],
]);
