/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl, so the same code runs in the
 * browser and on the server. Instants are stored in UTC; "today" and dose times are the user's.
 */

import { isCalendarDate } from '../contract/date-rules';

/** PRODUCT §1: India first. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A YYYY-MM-DD that names a real day (no 30 February): the one calendar-date rule. */
export function isCalendarDay(day: string): boolean {
  return isCalendarDate(day);
}

/** Midnight of the day read as if it were UTC: the base of all wall-clock sums here. */
function dayMs(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

function dayOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOfMs(dayMs(day) + days * DAY_MS);
}

/** Whole days from one local day to another: 2026-11-22 to 2026-11-25 is 3. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function weekdayOf(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

/** Minutes after midnight of an 'HH:mm'. */
export function minutesOf(time: string): number {
  const m = TIME_OF_DAY.exec(time);
  if (!m) throw new RangeError(`Not a time of day: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// formatToParts is the slow step of every list of readings: the same instants come back on every
// visit, so their wall-clock times are remembered (per zone, bounded; exact, since an instant's
// wall clock in a zone never changes).
const walls = new Map<string, Map<number, number>>();
const MAX_WALLS_PER_ZONE = 20_000;

/** The wall clock in the zone at an instant, as milliseconds read as if it were UTC. */
function wallMsAt(ms: number, timeZone: string): number {
  let zone = walls.get(timeZone);
  const known = zone?.get(ms);
  if (known !== undefined) return known;
  const wall = computeWallMs(ms, timeZone);
  if (!zone) walls.set(timeZone, (zone = new Map()));
  if (zone.size >= MAX_WALLS_PER_ZONE) zone.clear();
  zone.set(ms, wall);
  return wall;
}

function computeWallMs(ms: number, timeZone: string): number {
  if (!Number.isFinite(ms)) throw new RangeError('Not a valid instant');
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const get = (k: string): number => parts[k] ?? 0;
  // Some engines still print midnight as 24 even with h23.
  const hour = get('hour') % 24;
  return Date.UTC(get('year'), get('month') - 1, get('day'), hour, get('minute'), get('second'));
}

/** Zone offset at an instant (wall − UTC), whole seconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallMsAt(whole, timeZone) - whole;
}

/**
 * The instant a wall-clock time happens, the way Temporal's 'compatible' choice does it: a time
 * skipped by a spring-forward gap is moved forward by the gap (02:30 -> 03:30), and a time that
 * happens twice on a fall-back day is the first one. So each local time gives one dose, never
 * none and never two.
 */
function resolveWall(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  // Offsets change months apart: equal on both sides means no change near this time.
  if (before === after) return wall - before;
  const valid = [wall - before, wall - after]
    .filter((c) => c + offsetAt(c, timeZone) === wall)
    .sort((a, b) => a - b);
  // None valid: the time is in a gap. Reading it with the earlier offset lands after the gap.
  return valid[0] ?? wall - before;
}

/** What dose arithmetic needs about one local day in one zone. */
export interface LocalDay {
  /** 0 = Sunday … 6. */
  weekday: number;
  /** The instant of an 'HH:mm' on this day; throws RangeError for a bad time. */
  at: (time: string) => Date;
}

/** Days are few and requests many: a family's statistics walk the same few days. */
const knownDays = new Map<string, LocalDay>();
const MAX_KNOWN_DAYS = 4096;

/**
 * A local day in a zone, remembered: two Intl calls the first time, a map lookup after. When the
 * offset is the same from a day before to a day after, every time on the day uses it; otherwise
 * (a daylight-saving change is near) each time is resolved on its own.
 */
export function localDayIn(day: string, timeZone = DEFAULT_TIME_ZONE): LocalDay {
  const key = `${timeZone} ${day}`;
  const known = knownDays.get(key);
  if (known) return known;
  const base = dayMs(day);
  const before = offsetAt(base - DAY_MS, timeZone);
  const after = offsetAt(base + 2 * DAY_MS, timeZone);
  const at =
    before === after
      ? (time: string) => new Date(base + minutesOf(time) * 60_000 - before)
      : (time: string) => new Date(resolveWall(base + minutesOf(time) * 60_000, timeZone));
  const facts: LocalDay = { weekday: new Date(base).getUTCDay(), at };
  if (knownDays.size >= MAX_KNOWN_DAYS) knownDays.clear();
  knownDays.set(key, facts);
  return facts;
}

/** The UTC instant of 'HH:mm' on a local day in the zone. */
export function zonedTimeToUtc(day: string, time: string, timeZone = DEFAULT_TIME_ZONE): Date {
  return localDayIn(day, timeZone).at(time);
}

/** The local day 'YYYY-MM-DD' of an instant in the zone. */
export function localDay(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return dayOfMs(wallMsAt(instant.getTime(), timeZone));
}

/** The local 'HH:mm' of an instant in the zone. */
export function localTime(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return new Date(wallMsAt(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/** [start, end) of a local day as instants, for database queries of "today". */
export function dayRange(day: string, timeZone = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return {
    start: zonedTimeToUtc(day, '00:00', timeZone),
    end: zonedTimeToUtc(addDays(day, 1), '00:00', timeZone),
  };
}
