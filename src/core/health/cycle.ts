import { addDays, daysBetween, isCalendarDate } from './calendar-date';
import { roundTo } from './round';

/** One logged period. `excluded` leaves out the cycle that starts with this period. */
export interface LoggedPeriod {
  startDate: string;
  endDate?: string | null;
  excluded?: boolean | null;
}

/** From one period's start to the next one's. */
export interface Cycle {
  startDate: string;
  nextStartDate: string;
  length: number;
  excluded: boolean;
}

/** The API's prediction (PRODUCT §5); every field is null while no period is logged. */
export interface PeriodPrediction {
  nextStart: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  ovulation: string | null;
  fertileStart: string | null;
  fertileEnd: string | null;
  averageCycleLength: number | null;
  irregular: boolean | null;
  daysUntilDue: number | null;
  /** How many cycles the average came from; below 2 the 28-day default was used. */
  cyclesUsed: number | null;
}

export const CYCLE_RULES = {
  /** Used until `minCycles` counted cycles exist (PRODUCT §5): 3 logged starts make 2 cycles. */
  defaultLength: 28,
  minCycles: 2,
  /** Recent cycles only: the body changes with age, childbirth, contraception. */
  maxCycles: 6,
  /** ± days around the next start: the cycles' standard deviation rounded up, held to 1..7. */
  minSpread: 1,
  maxSpread: 7,
  /** With no spread to measure yet, typical cycle-to-cycle variation. */
  defaultSpread: 3,
  /** The luteal phase is close to 14 days whatever the cycle length. */
  lutealDays: 14,
  /** Sperm live up to 5 days; the egg about a day. */
  fertileDaysBefore: 5,
  fertileDaysAfter: 1,
  /** ACOG adult normal range, and FIGO 2018: shortest to longest more than 7 days is irregular. */
  regularMin: 21,
  regularMax: 35,
  maxVariation: 7,
  /**
   * Longest period a log may record, first to last day. Bleeding past 7 days is a reason to see a
   * doctor but must still be loggable; 20 catches a month typed wrong in the end date.
   */
  maxPeriodDays: 20,
  /** Spec §9: reminders start 2 days before the expected start. */
  remindDaysBefore: 2,
  /**
   * Reminders stop a week after the expected day: by then the app shows the period as late, and
   * someone who stopped logging (pregnancy, menopause) is not told "due today" every day forever.
   */
  remindDaysLate: 7,
} as const;

/** Sorted cycles; a start logged twice counts once, dates that do not exist are skipped. */
export function cyclesFrom(periods: readonly LoggedPeriod[]): Cycle[] {
  const byStart = new Map<string, boolean>();
  for (const p of periods) {
    if (!isCalendarDate(p.startDate)) continue;
    byStart.set(p.startDate, (byStart.get(p.startDate) ?? false) || p.excluded === true);
  }
  const sorted = [...byStart.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const cycles: Cycle[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [startDate, excluded] = sorted[i] as [string, boolean];
    const [nextStartDate] = sorted[i + 1] as [string, boolean];
    cycles.push({
      startDate,
      nextStartDate,
      length: daysBetween(startDate, nextStartDate),
      excluded,
    });
  }
  return cycles;
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
}

/** Judged on the same recent, non-excluded cycles the average uses. */
function isIrregular(lengths: readonly number[]): boolean {
  if (lengths.length === 0) return false;
  const min = Math.min(...lengths);
  const max = Math.max(...lengths);
  return (
    min < CYCLE_RULES.regularMin ||
    max > CYCLE_RULES.regularMax ||
    max - min > CYCLE_RULES.maxVariation
  );
}

/**
 * Next start = last logged start + mean cycle length (whole days, half rounded up). The
 * prediction stays put when the day passes without a new log: daysUntilDue goes negative
 * (late), which matters more than a date that silently moves on.
 */
export function predictPeriod(periods: readonly LoggedPeriod[], today: string): PeriodPrediction {
  const valid = periods.filter((p) => isCalendarDate(p.startDate));
  if (valid.length === 0) {
    return {
      nextStart: null,
      windowStart: null,
      windowEnd: null,
      ovulation: null,
      fertileStart: null,
      fertileEnd: null,
      averageCycleLength: null,
      irregular: null,
      daysUntilDue: null,
      cyclesUsed: null,
    };
  }
  const lastStart = valid.map((p) => p.startDate).reduce((a, b) => (b > a ? b : a));
  const lengths = cyclesFrom(valid)
    .filter((c) => !c.excluded)
    .slice(-CYCLE_RULES.maxCycles)
    .map((c) => c.length);

  const personal = lengths.length >= CYCLE_RULES.minCycles;
  const average = personal
    ? roundTo(lengths.reduce((s, v) => s + v, 0) / lengths.length, 0)
    : CYCLE_RULES.defaultLength;
  const spread = personal
    ? Math.min(
        CYCLE_RULES.maxSpread,
        // Rounded to 2 places first so a deviation of exactly 1 is not pushed to 2 by float noise.
        Math.max(CYCLE_RULES.minSpread, Math.ceil(roundTo(standardDeviation(lengths), 2))),
      )
    : CYCLE_RULES.defaultSpread;

  const nextStart = addDays(lastStart, average);
  const ovulation = addDays(nextStart, -CYCLE_RULES.lutealDays);
  return {
    nextStart,
    windowStart: addDays(nextStart, -spread),
    windowEnd: addDays(nextStart, spread),
    ovulation,
    fertileStart: addDays(ovulation, -CYCLE_RULES.fertileDaysBefore),
    fertileEnd: addDays(ovulation, CYCLE_RULES.fertileDaysAfter),
    averageCycleLength: average,
    irregular: isIrregular(lengths),
    daysUntilDue: daysBetween(today, nextStart),
    cyclesUsed: lengths.length,
  };
}

/** Spec §3 period reminder; daysUntilDue is counted again from `today`, so a cached prediction works. */
export function periodReminder(
  prediction: Pick<PeriodPrediction, 'nextStart'>,
  today: string,
): { shouldRemind: boolean; daysUntilDue: number | null } {
  if (prediction.nextStart === null) return { shouldRemind: false, daysUntilDue: null };
  const daysUntilDue = daysBetween(today, prediction.nextStart);
  return {
    shouldRemind:
      daysUntilDue <= CYCLE_RULES.remindDaysBefore && daysUntilDue >= -CYCLE_RULES.remindDaysLate,
    daysUntilDue,
  };
}

/** Spec §9, word for word (including the literal "day(s)"). */
export function periodText(daysUntilDue: number): string {
  return daysUntilDue <= 0
    ? 'Your period is due today'
    : `Your period is due in ${daysUntilDue} day(s)`;
}
