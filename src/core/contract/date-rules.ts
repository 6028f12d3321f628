/** Date rules without zod, for pages whose first load must not carry it. dates.ts re-exports. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years any date or time the app accepts may fall in (ADR 012): a birth date, a reading,
 * a dose. Outside them is a typing slip or a probe, and year 0000 broke date arithmetic.
 */
export const YEAR_BOUNDS = { min: 1900, max: 2100 } as const;

/** `pastOnly`: the field has its own "cannot be in the future" rule, with a better message. */
export interface YearRule {
  pastOnly?: boolean;
}

const saneYear = (year: number, rule: YearRule = {}) =>
  year >= YEAR_BOUNDS.min && (rule.pastOnly === true || year <= YEAR_BOUNDS.max);

/** True when the text is a real calendar date written YYYY-MM-DD (any year; for arithmetic). */
export function isCalendarDate(v: string): boolean {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A real calendar date within YEAR_BOUNDS: what every date the API takes must be. */
export function isSaneCalendarDate(v: string, rule?: YearRule): boolean {
  return isCalendarDate(v) && saneYear(Number(v.slice(0, 4)), rule);
}

/** An instant (already shaped as ISO 8601 by its schema) whose UTC year is within YEAR_BOUNDS. */
export function isSaneInstant(v: string, rule?: YearRule): boolean {
  const ms = Date.parse(v);
  return !Number.isNaN(ms) && saneYear(new Date(ms).getUTCFullYear(), rule);
}
