import type { Schedule, Weekday } from './schedule';

/** Sunday first, as Date#getDay; the label itself lists Monday first, as Indian calendars do. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const DAILY = ['Once daily', 'Twice daily', 'Three times daily', 'Four times daily'] as const;
const PER_DAY = ['', 'twice a day', 'three times a day', 'four times a day'] as const;

/**
 * The medication's `frequency` (spec §3), e.g. 'Twice daily', 'Every 6 hours', 'Mon, Wed, Fri',
 * 'As needed', 'At bedtime'. A schedule typed as notation keeps it in brackets, 'Twice daily
 * (1-0-1)', so the label matches what the doctor wrote on the prescription.
 */
export function frequencyLabel(schedule: Schedule): string {
  const base = schedule.weekdays ? onDaysLabel(schedule, schedule.weekdays) : dailyLabel(schedule);
  return schedule.notation ? `${base} (${schedule.notation})` : base;
}

function dailyLabel(schedule: Schedule): string {
  if (schedule.asNeeded) return 'As needed';
  if (isBedtime(schedule)) return 'At bedtime';
  if (schedule.everyHours !== null) return everyLabel(schedule.everyHours, 'Every');
  const n = schedule.times.length;
  return DAILY[n - 1] ?? `${n} times daily`;
}

function onDaysLabel(schedule: Schedule, weekdays: Weekday[]): string {
  const days = weekdayList(weekdays);
  if (isBedtime(schedule)) return `${days}, at bedtime`;
  if (schedule.everyHours !== null) return `${days}, ${everyLabel(schedule.everyHours, 'every')}`;
  const n = schedule.times.length;
  const perDay = PER_DAY[n - 1] ?? `${n} times a day`;
  return perDay === '' ? days : `${days}, ${perDay}`;
}

function isBedtime(schedule: Schedule): boolean {
  return schedule.notation === 'HS';
}

function everyLabel(hours: number, every: 'Every' | 'every'): string {
  return hours === 1 ? `${every} hour` : `${every} ${hours} hours`;
}

/** 'Mon, Wed, Fri'; Sunday goes last. */
export function weekdayList(weekdays: readonly Weekday[]): string {
  return [...weekdays]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => WEEKDAY_SHORT[d])
    .join(', ');
}
