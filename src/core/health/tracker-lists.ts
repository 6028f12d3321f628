import { addDays, localDay, zonedTimeToUtc } from '../medicines/time-zone';

/**
 * The four trackers of /health that show a list of readings, by tab, with their API path. Eye
 * tests are a few a year: one list of up to `whole` serves history, latest, change and chart.
 */
export const TRACKER_LISTS = {
  'blood-pressure': { path: '/api/blood-pressure', whole: null },
  'sugar-levels': { path: '/api/sugar-levels', whole: null },
  'weight-height': { path: '/api/body-measurements', whole: null },
  'eye-sight': { path: '/api/eye-tests', whole: 200 },
} as const satisfies Record<string, { path: string; whole: number | null }>;
export type ListTracker = keyof typeof TRACKER_LISTS;

/** History comes in pages of this many, newest first. */
export const HISTORY_PAGE = 20;
/** Most readings a list or chart asks for at once (the API's largest page). */
export const MAX_LIMIT = 1000;
/** The averages and the first chart cover this many days. */
export const RECENT_DAYS = 30;

/** A list request's parameters: GET {path}?memberId=…&from=…&limit=…, newest first. */
export interface ListParams {
  memberId: string;
  /** ISO time or YYYY-MM-DD. */
  from?: string;
  limit: number;
}

export function isListTracker(tab: string | null): tab is ListTracker {
  return tab !== null && Object.hasOwn(TRACKER_LISTS, tab);
}

/**
 * Midnight, on the user's clock, of the day `days` before today. Whole days keep a query's key
 * the same all day (one request, cached), and the window still covers the rolling days × 24
 * hours the averages use.
 */
export function daysBackFrom(days: number, now: Date, timeZone: string): string {
  return zonedTimeToUtc(addDays(localDay(now, timeZone), -days), '00:00', timeZone).toISOString();
}

/**
 * The lists a tracker tab asks for as it opens for a member: the first page of history and the
 * last 30 days (averages and chart), or the one whole list. The server answers the same lists
 * in the page it sends (ADR 025), so their keys must be exactly the tab's.
 */
export function openingLists(
  tracker: ListTracker,
  memberId: string,
  now: Date,
  timeZone: string,
): ListParams[] {
  const { whole } = TRACKER_LISTS[tracker];
  if (whole !== null) return [{ memberId, limit: whole }];
  return [
    { memberId, limit: HISTORY_PAGE },
    { memberId, from: daysBackFrom(RECENT_DAYS, now, timeZone), limit: MAX_LIMIT },
  ];
}

/** The URL of a list request, as the app sends it. */
export function listUrl(tracker: ListTracker, params: ListParams): string {
  const query = new URLSearchParams({ memberId: params.memberId, limit: String(params.limit) });
  if (params.from) query.set('from', params.from);
  return `${TRACKER_LISTS[tracker].path}?${query.toString()}`;
}
