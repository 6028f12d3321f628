import { dateFormat } from '@web/lib/date-format';
import { activeLocale } from '@web/lib/i18n/locale';

/**
 * A month as calendar rows. Sunday starts the week by default, as most Indian wall calendars
 * (and the Government of India calendar) print it; pass 1 for a Monday start.
 */
export type WeekStart = 0 | 1;

export interface MonthRef {
  year: number;
  /** 1-12. */
  month: number;
}

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/**
 * A month's name (1-12): in English from the tables above, as the spec writes dates ('Sep', not
 * the 'Sept' of some ICU versions); in another language from Intl in that language.
 */
function monthName(month: number, width: 'long' | 'short'): string {
  if (activeLocale() === 'en')
    return (width === 'long' ? MONTHS_LONG : MONTHS_SHORT)[month - 1] ?? '';
  return dateFormat({ month: width }, 'UTC').format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A weekday's names (0 = Sunday), short and long, the same way. */
function weekdayNames(day: number): { short: string; long: string } {
  const [short, long] = WEEKDAYS[day] ?? WEEKDAYS[0];
  if (activeLocale() === 'en') return { short, long };
  // 2000-01-02 was a Sunday.
  const date = new Date(Date.UTC(2000, 0, 2 + day));
  return {
    short: dateFormat({ weekday: 'short' }, 'UTC').format(date),
    long: dateFormat({ weekday: 'long' }, 'UTC').format(date),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday, of the first day of the month. */
function firstWeekday({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

/**
 * Rows of 7 cells; a cell is a 'YYYY-MM-DD' of this month or null for a day of the month before
 * or after (blank, so a day is never shown twice when the user moves a month on). The last row is
 * padded to 7 cells.
 */
export function buildMonthGrid(ref: MonthRef, weekStart: WeekStart = 0): (string | null)[][] {
  const lead = (firstWeekday(ref) - weekStart + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  const count = daysInMonth(ref);
  for (let day = 1; day <= count; day++) cells.push(isoDate(ref.year, ref.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/** Column headers in grid order: short text and the full name for screen readers. */
export function weekdayHeaders(weekStart: WeekStart = 0): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => weekdayNames((i + weekStart) % 7));
}

export function shiftMonth({ year, month }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthOf(date: string): MonthRef {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** 'December 2026'. */
export function monthTitle({ year, month }: MonthRef): string {
  return `${monthName(month, 'long')} ${year}`;
}

/** '22 Dec' from 'YYYY-MM-DD'. */
export function dayMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthName(Number(date.slice(5, 7)), 'short')}`;
}

/**
 * '18–22 Dec' in one month, '29 Nov – 3 Dec' across months, with years when the range crosses a
 * new year ('29 Dec 2026 – 2 Jan 2027'). PRODUCT §1: day before month, as India writes dates.
 */
export function formatDateRange(from: string, to: string): string {
  if (from === to) return dayMonth(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  if (!sameYear) return `${dayMonth(from)} ${from.slice(0, 4)} – ${dayMonth(to)} ${to.slice(0, 4)}`;
  if (from.slice(5, 7) === to.slice(5, 7)) return `${Number(from.slice(8, 10))}–${dayMonth(to)}`;
  return `${dayMonth(from)} – ${dayMonth(to)}`;
}
