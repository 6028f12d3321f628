/**
 * Calendar dates as `YYYY-MM-DD` strings. The arithmetic runs on UTC midnights so that a day is
 * always 24 hours: no daylight-saving jump and no device time zone can shift a date by one.
 * "Today" is the caller's job (it depends on the user's time zone); these helpers never read the
 * clock.
 */

import { isCalendarDate } from '../contract/date-rules';

/** True for a date that exists on the calendar: 2024-02-29 yes, 2023-02-29 and 2024-13-01 no. */
export { isCalendarDate };

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Completed years of age on `today`; someone born on 29 Feb turns a year older on 1 Mar. */
export function ageInYears(dateOfBirth: string, today: string): number {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(today)) {
    throw new RangeError('Dates must be YYYY-MM-DD');
  }
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
