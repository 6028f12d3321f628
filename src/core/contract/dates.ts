import * as z from 'zod/mini';
import { isSaneCalendarDate, isSaneInstant, type YearRule } from './date-rules';

export {
  isCalendarDate,
  isSaneCalendarDate,
  isSaneInstant,
  YEAR_BOUNDS,
  type YearRule,
} from './date-rules';

/** A calendar date, YYYY-MM-DD, that exists, within YEAR_BOUNDS: the one rule for API dates. */
export function isoDate(message: string, rule?: YearRule) {
  return z.string({ error: message }).check(z.refine((v) => isSaneCalendarDate(v, rule), message));
}

/** An ISO 8601 instant with its offset, within YEAR_BOUNDS: the one rule for API times. */
export function isoInstant(message: string, rule?: YearRule) {
  return z.iso
    .datetime({ offset: true, error: message })
    .check(z.refine((v) => isSaneInstant(v, rule), message));
}
