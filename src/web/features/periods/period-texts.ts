import { msg } from '@lingui/core/macro';
import { CYCLE_RULES } from '@core/health/cycle';
import { textTable } from '@web/lib/i18n/text-table';

const MAX_DAYS = CYCLE_RULES.maxPeriodDays;

/**
 * The English texts the period form gets from src/core's period contract, with their messages
 * (ADR 026: core does not import Lingui). period-texts.test.ts checks each English against the
 * contract's own answer. The server's own answers (a 404, say) are worded by their code
 * (serverMessage in lib/error-message.ts).
 */
export const PERIOD_TEXTS = textTable([
  ['Please enter a valid start date', msg`Please enter a valid start date`],
  ['The start date cannot be in the future', msg`The start date cannot be in the future`],
  ['Please enter a valid end date', msg`Please enter a valid end date`],
  ['The end date cannot be in the future', msg`The end date cannot be in the future`],
  [
    'The end date cannot be before the start date',
    msg`The end date cannot be before the start date`,
  ],
  [
    `A period can last at most ${MAX_DAYS} days: please check the end date`,
    msg`A period can last at most ${MAX_DAYS} days: please check the end date`,
  ],
  [
    'Flow must be spotting, light, medium or heavy',
    msg`Flow must be spotting, light, medium or heavy`,
  ],
  ['At most 20 symptoms', msg`At most 20 symptoms`],
  ['Notes must be at most 1000 characters', msg`Notes must be at most 1000 characters`],
  ['Please choose a family member', msg`Please choose a family member`],
  ['Nothing to update', msg`Nothing to update`],
]);
