import { t } from '@lingui/core/macro';
import type { Period } from '@core/contract/health';
import { daysBetween, isCalendarDate } from '@core/health/calendar-date';
import { CYCLE_RULES } from '@core/health/cycle';
import { formatCalendarDate } from '@web/lib/format-date';
import { periodLength } from './calendar-marks';
import { formatDateRange } from '@web/lib/month-grid';

export interface HistoryRow {
  period: Period;
  /** Days of bleeding, first and last counted; null without an end date. */
  days: number | null;
  /**
   * The cycle this period starts: days to the next logged start. Null for the latest period (its
   * cycle is still running), so only a finished cycle can be left out of predictions.
   */
  cycleLength: number | null;
}

/** Newest first, each with its length and the length of the cycle it starts. */
export function historyRows(periods: readonly Period[]): HistoryRow[] {
  const sorted = [...periods].sort((a, b) =>
    a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0,
  );
  return sorted.map((period, i) => {
    const newer = sorted
      .slice(0, i)
      .reverse()
      .find((p) => p.startDate > period.startDate);
    return {
      period,
      days: periodLength(period),
      cycleLength:
        newer && isCalendarDate(newer.startDate) && isCalendarDate(period.startDate)
          ? daysBetween(period.startDate, newer.startDate)
          : null,
    };
  });
}

/**
 * '27 Nov – 1 Dec 2026'; without an end date, 'Started 3 Dec 2026' and whether it is still going
 * on (a start within the longest loggable period) or its end was simply not logged.
 */
export function periodRangeText(period: Pick<Period, 'startDate' | 'endDate'>, today: string) {
  const { startDate, endDate } = period;
  if (endDate && endDate >= startDate) {
    const range = formatDateRange(startDate, endDate);
    // formatDateRange names the years itself when the range crosses one.
    return startDate.slice(0, 4) === endDate.slice(0, 4)
      ? `${range} ${endDate.slice(0, 4)}`
      : range;
  }
  const recent =
    isCalendarDate(startDate) &&
    isCalendarDate(today) &&
    daysBetween(startDate, today) >= 0 &&
    daysBetween(startDate, today) < CYCLE_RULES.maxPeriodDays;
  return `${formatCalendarDate(startDate)} · ${recent ? t`ongoing` : t`end not logged`}`;
}
