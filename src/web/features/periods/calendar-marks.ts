import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { addDays, daysBetween, isCalendarDate } from '@core/health/calendar-date';
import { CYCLE_RULES } from '@core/health/cycle';
import { i18n } from '@web/lib/i18n/i18n';

/** What a calendar day shows, strongest first: a logged day hides a prediction under it. */
export type DayKind = 'logged' | 'predicted' | 'ovulation' | 'fertile';

export interface DayMark {
  kind: DayKind | null;
  /** Inside the window in which the next period may start. */
  inWindow: boolean;
}

export interface CalendarPeriod {
  startDate: string;
  endDate?: string | null;
}

export interface CalendarPrediction {
  nextStart: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  ovulation: string | null;
  fertileStart: string | null;
  fertileEnd: string | null;
}

/** Most periods last 3-7 days; 5 until the user has logged end dates. */
export const DEFAULT_PERIOD_DAYS = 5;
const RECENT_PERIODS = 6;

/** Days from the first to the last day of a period, both counted; null without a usable end. */
export function periodLength(period: CalendarPeriod): number | null {
  const { startDate, endDate } = period;
  if (!endDate || !isCalendarDate(startDate) || !isCalendarDate(endDate)) return null;
  const days = daysBetween(startDate, endDate) + 1;
  return days >= 1 && days <= CYCLE_RULES.maxPeriodDays ? days : null;
}

/** How many days the predicted period is drawn: the mean of the recent logged lengths. */
export function typicalPeriodLength(periods: readonly CalendarPeriod[]): number {
  const lengths = [...periods]
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1))
    .map(periodLength)
    .filter((n): n is number => n !== null)
    .slice(0, RECENT_PERIODS);
  if (lengths.length === 0) return DEFAULT_PERIOD_DAYS;
  return Math.round(lengths.reduce((s, n) => s + n, 0) / lengths.length);
}

const RANK: Record<DayKind, number> = { logged: 4, predicted: 3, ovulation: 2, fertile: 1 };

function eachDay(from: string, to: string, visit: (day: string) => void): void {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return;
  const count = daysBetween(from, to);
  // A broken range (end before start, or a typo years long) draws nothing rather than a year.
  if (count < 0 || count > 366) return;
  for (let i = 0; i <= count; i++) visit(addDays(from, i));
}

/**
 * Every marked day of the logged periods and the prediction. A period without an end date marks
 * its first day only: the app does not claim days the user has not confirmed.
 */
export function buildCalendarMarks(
  periods: readonly CalendarPeriod[],
  prediction: CalendarPrediction | null,
): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  const mark = (day: string, kind: DayKind) => {
    const current = marks.get(day);
    if (!current) marks.set(day, { kind, inWindow: false });
    else if (!current.kind || RANK[kind] > RANK[current.kind]) current.kind = kind;
  };
  for (const p of periods) {
    if (periodLength(p) !== null && p.endDate)
      eachDay(p.startDate, p.endDate, (d) => mark(d, 'logged'));
    else if (isCalendarDate(p.startDate)) mark(p.startDate, 'logged');
  }
  if (prediction?.nextStart && isCalendarDate(prediction.nextStart)) {
    const days = typicalPeriodLength(periods);
    eachDay(prediction.nextStart, addDays(prediction.nextStart, days - 1), (d) =>
      mark(d, 'predicted'),
    );
  }
  if (prediction?.fertileStart && prediction.fertileEnd) {
    eachDay(prediction.fertileStart, prediction.fertileEnd, (d) => mark(d, 'fertile'));
  }
  if (prediction?.ovulation && isCalendarDate(prediction.ovulation)) {
    mark(prediction.ovulation, 'ovulation');
  }
  if (prediction?.windowStart && prediction.windowEnd) {
    eachDay(prediction.windowStart, prediction.windowEnd, (d) => {
      const current = marks.get(d);
      if (current) current.inWindow = true;
      else marks.set(d, { kind: null, inWindow: true });
    });
  }
  return marks;
}

const NO_MARK: DayMark = { kind: null, inWindow: false };

export function markOf(marks: ReadonlyMap<string, DayMark>, day: string): DayMark {
  return marks.get(day) ?? NO_MARK;
}

export const DAY_KIND_LABELS: Record<DayKind, MessageDescriptor> = {
  logged: msg`Period`,
  predicted: msg`Predicted period`,
  ovulation: msg`Likely ovulation`,
  fertile: msg`Fertile window`,
};

/** What a screen reader hears for a day besides its date. */
export function describeMark(mark: DayMark, isToday: boolean): string {
  const parts = [
    isToday ? t`Today` : '',
    mark.kind ? i18n._(DAY_KIND_LABELS[mark.kind]) : '',
    mark.inWindow ? t`Next period may start` : '',
  ];
  return parts.filter(Boolean).join(', ');
}
