import * as z from 'zod/mini';
import { isCalendarDate } from './date-rules';

export { isCalendarDate } from './date-rules';

/** A calendar date, YYYY-MM-DD, that exists. */
export function isoDate(message: string) {
  return z.string({ error: message }).check(z.refine(isCalendarDate, message));
}
