/**
 * A medication's schedule: local times of day in the user's zone, optionally only on some
 * weekdays, or "as needed" with no fixed times (PRODUCT §4).
 */

/** 'HH:mm' on the 24-hour clock: what <input type="time"> gives and what we store. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Schedule {
  /** Local 'HH:mm', sorted and unique; empty exactly when asNeeded. */
  times: string[];
  /** The days doses fall on, sorted; null means every day. */
  weekdays: Weekday[] | null;
  asNeeded: boolean;
  /** Tablets per dose, one per time (2-0-1 gives [2, 1]); null means one each. */
  quantities: number[] | null;
  /** Set when built as "every N hours", so the label can say so. */
  everyHours: number | null;
  /** The prescription notation it came from ('1-0-1', 'BD'), kept for the label. */
  notation: string | null;
}

export const SCHEDULE_MESSAGES = {
  noTimes: 'Add at least one time of day',
  badTime: 'Times must look like 08:00 (24-hour clock)',
  tooManyTimes: 'At most 24 times a day',
  noWeekdays: 'Choose at least one day of the week',
  badWeekday: 'Days of the week go from 0 (Sunday) to 6 (Saturday)',
  badQuantity: 'Each dose must be more than 0 and at most 10',
  badInterval: 'Every N hours must divide the day evenly: 1, 2, 3, 4, 6, 8, 12 or 24 hours',
} as const;

export type ScheduleProblem = keyof typeof SCHEDULE_MESSAGES;

/** A user-facing reason a schedule cannot be built; the message is shown as is. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
  constructor(readonly problem: ScheduleProblem) {
    super(SCHEDULE_MESSAGES[problem]);
  }
}

export const MAX_TIMES_PER_DAY = 24;
export const MAX_QUANTITY_PER_DOSE = 10;

/** Intervals that repeat the same times every day; 5 h would drift round the clock. */
export const EVERY_N_HOURS_CHOICES = [1, 2, 3, 4, 6, 8, 12, 24] as const;

export interface ScheduleParts {
  times?: readonly string[];
  weekdays?: readonly number[] | null;
  asNeeded?: boolean;
  quantities?: readonly number[] | null;
  everyHours?: number | null;
  notation?: string | null;
}

/**
 * Checks and normalises: times sorted and unique (a repeated time keeps its first quantity),
 * all seven weekdays become null (every day), an as-needed schedule has no times.
 * Also rebuilds a Schedule from a stored row. Throws ScheduleError.
 */
export function createSchedule(parts: ScheduleParts): Schedule {
  const notation = parts.notation ?? null;
  if (parts.asNeeded) {
    return {
      times: [],
      weekdays: null,
      asNeeded: true,
      quantities: null,
      everyHours: null,
      notation,
    };
  }
  const times = parts.times ?? [];
  if (times.length === 0) throw new ScheduleError('noTimes');
  for (const t of times) {
    if (!TIME_PATTERN.test(t)) throw new ScheduleError('badTime');
  }
  const quantities = parts.quantities ?? null;
  if (quantities) {
    if (quantities.length !== times.length) {
      throw new RangeError('quantities must have one entry per time');
    }
    for (const q of quantities) {
      if (!(q > 0 && q <= MAX_QUANTITY_PER_DOSE)) {
        throw new ScheduleError('badQuantity');
      }
    }
  }
  const byTime = new Map<string, number>();
  times.forEach((t, i) => {
    if (!byTime.has(t)) byTime.set(t, quantities?.[i] ?? 1);
  });
  const sorted = [...byTime.keys()].sort();
  if (sorted.length > MAX_TIMES_PER_DAY) throw new ScheduleError('tooManyTimes');
  const everyHours = parts.everyHours ?? null;
  if (everyHours !== null && !isEveryNHoursChoice(everyHours)) {
    throw new ScheduleError('badInterval');
  }
  return {
    times: sorted,
    weekdays: normaliseWeekdays(parts.weekdays ?? null),
    asNeeded: false,
    quantities: quantities ? sorted.map((t) => byTime.get(t) ?? 1) : null,
    everyHours,
    notation,
  };
}

function normaliseWeekdays(days: readonly number[] | null): Weekday[] | null {
  if (days === null) return null;
  if (days.length === 0) throw new ScheduleError('noWeekdays');
  const unique = new Set<Weekday>();
  for (const d of days) {
    if (!isWeekday(d)) throw new ScheduleError('badWeekday');
    unique.add(d);
  }
  return unique.size === 7 ? null : [...unique].sort((a, b) => a - b);
}

export function isWeekday(d: number): d is Weekday {
  return Number.isInteger(d) && d >= 0 && d <= 6;
}

export function isEveryNHoursChoice(n: number): boolean {
  return EVERY_N_HOURS_CHOICES.some((c) => c === n);
}

/** PRODUCT §4 presets. Slots sit in waking hours; 14:00 is an Indian lunch time. */
export const PRESET_TIMES = {
  once: ['08:00'],
  twice: ['08:00', '20:00'],
  thrice: ['08:00', '14:00', '20:00'],
  fourTimes: ['08:00', '12:00', '16:00', '20:00'],
} as const satisfies Record<string, readonly string[]>;

export type DailyPreset = keyof typeof PRESET_TIMES;

export function dailyPreset(preset: DailyPreset, weekdays?: readonly number[] | null): Schedule {
  return createSchedule({ times: PRESET_TIMES[preset], weekdays: weekdays ?? null });
}

export const onceDaily = (): Schedule => dailyPreset('once');
export const twiceDaily = (): Schedule => dailyPreset('twice');
export const thriceDaily = (): Schedule => dailyPreset('thrice');
export const fourTimesDaily = (): Schedule => dailyPreset('fourTimes');

/**
 * Every N hours from a start time, wrapped round the day and sorted: every 6 h from 06:00 is
 * 00:00, 06:00, 12:00, 18:00. N must divide 24 so the times are the same every day.
 */
export function everyNHours(
  hours: number,
  start = '08:00',
  weekdays?: readonly number[] | null,
): Schedule {
  if (!isEveryNHoursChoice(hours)) throw new ScheduleError('badInterval');
  if (!TIME_PATTERN.test(start)) throw new ScheduleError('badTime');
  const first = toMinutes(start);
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += hours * 60) times.push(fromMinutes((first + m) % (24 * 60)));
  return createSchedule({ times, weekdays: weekdays ?? null, everyHours: hours });
}

/** Chosen weekdays at chosen times, e.g. Mon, Wed, Fri at 09:00. */
export function onWeekdays(weekdays: readonly number[], times: readonly string[]): Schedule {
  return createSchedule({ times, weekdays });
}

export function asNeededSchedule(notation: string | null = null): Schedule {
  return createSchedule({ asNeeded: true, notation });
}

/** Tablets in the dose at this time (1 unless the notation said otherwise). */
export function quantityAt(schedule: Schedule, time: string): number {
  const i = schedule.times.indexOf(time);
  if (i < 0) return 0;
  return schedule.quantities?.[i] ?? 1;
}

export function takesOn(schedule: Schedule, weekday: number): boolean {
  if (schedule.asNeeded) return false;
  return schedule.weekdays === null || schedule.weekdays.some((d) => d === weekday);
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function fromMinutes(minutes: number): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${h}:${m}`;
}
