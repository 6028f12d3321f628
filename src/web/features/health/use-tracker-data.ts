import { useState } from 'react';
import { HISTORY_PAGE, MAX_LIMIT, openingLists, TRACKER_LISTS } from '@core/health/tracker-lists';
import { useReadings, type Tracker } from './queries';

export { HISTORY_PAGE };

/**
 * What a tracker tab shows: the history (grown by "Show older") and the last 30 days, which the
 * averages read and the 30-day chart shares (same query key, one request): core's opening lists,
 * which the server may already have answered in the page (ADR 025). Eye tests have one whole
 * list that serves everything, without pages or the 30 days (a few a year).
 */
export function useTrackerData<T extends Tracker>(
  tracker: T,
  memberId: string | null,
  now: Date,
  timeZone: string,
) {
  const whole = TRACKER_LISTS[tracker].whole;
  const [paging, setPaging] = useState({ memberId, limit: HISTORY_PAGE });
  const [first, recent] = memberId ? openingLists(tracker, memberId, now, timeZone) : [];
  // Another member starts again at the first page.
  const grown = first && paging.memberId === memberId && whole === null ? paging.limit : null;
  const history = useReadings(tracker, first ? { ...first, limit: grown ?? first.limit } : null);
  const recentList = useReadings(tracker, recent ?? null);
  const items = history.data ?? [];
  const limit = grown ?? first?.limit ?? HISTORY_PAGE;
  return {
    history,
    recent: recentList,
    items,
    latest: items[0] ?? null,
    previous: items[1] ?? null,
    hasMore: whole === null && items.length >= limit && limit < MAX_LIMIT,
    loadingMore: history.isFetching && history.isPlaceholderData,
    showMore: () => setPaging({ memberId, limit: Math.min(limit + HISTORY_PAGE, MAX_LIMIT) }),
  };
}

export type TrackerData<T extends Tracker> = ReturnType<typeof useTrackerData<T>>;
