import * as z from 'zod/mini';
import { isSaneCalendarDate, isSaneInstant } from './date-rules';

export { isCalendarDate, isSaneCalendarDate, isSaneInstant, YEAR_BOUNDS } from './date-rules';

/** A calendar date, YYYY-MM-DD, that exists, within YEAR_BOUNDS: the one rule for API dates. */
export function isoDate(message: string) {
  return z.string({ error: message }).check(z.refine(isSaneCalendarDate, message));
}

/** An ISO 8601 instant with its offset, within YEAR_BOUNDS: the one rule for API times. */
export function isoInstant(message: string) {
  return z.iso.datetime({ offset: true, error: message }).check(z.refine(isSaneInstant, message));
}
