import { isCalendarDate } from '@core/health/calendar-date';
import { localDay } from '@core/medicines/time-zone';
import type { ReadingsByMember } from './queries';
import {
  bloodPressureSummary,
  bodySummary,
  eyeSummary,
  periodSummary,
  sugarSummary,
  type TrackerSummary,
} from './tracker-summary';
import { tracksPeriods } from '@core/health/tracks-periods';
import { TRACKERS, type TrackerInfo } from './trackers';

export interface TrackerLine {
  tracker: TrackerInfo;
  summary: TrackerSummary | null;
}

/**
 * A member's line for each tracker, in the app's order. Periods are left out for a member who
 * does not track them (tracksPeriods).
 */
export function memberSummaries(
  member: { id: string; gender: string | null },
  byMember: ReadingsByMember,
  today: string,
): TrackerLine[] {
  const id = member.id;
  const periods = byMember.period.get(id) ?? [];
  const summaries: Record<TrackerInfo['key'], TrackerSummary | null> = {
    bloodPressure: bloodPressureSummary(byMember.bloodPressure.get(id) ?? []),
    sugar: sugarSummary(byMember.sugar.get(id) ?? []),
    period: periodSummary(periods, today),
    body: bodySummary(byMember.body.get(id) ?? []),
    eye: eyeSummary(byMember.eye.get(id) ?? []),
  };
  return TRACKERS.filter(
    (t) => t.key !== 'period' || tracksPeriods(member, periods.length > 0),
  ).map((tracker) => ({ tracker, summary: summaries[tracker.key] }));
}

/** The day a reading belongs to in the user's zone: a date stays itself, an instant is placed. */
export function readingDay(at: string, timeZone: string): string | null {
  if (isCalendarDate(at)) return at;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : localDay(new Date(ms), timeZone);
}
