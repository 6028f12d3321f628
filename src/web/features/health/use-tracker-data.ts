import { useState } from 'react';
import { MAX_LIMIT, rangeFrom } from './chart-ranges';
import { useReadings, type Tracker } from './queries';

/** History comes in pages of this many, newest first. */
export const HISTORY_PAGE = 20;

/**
 * What a tracker tab shows: the history (grown by "Show older") and the last 30 days, which the
 * averages read and the 30-day chart shares (same query key, one request). With `whole`, one
 * list of that many serves everything, without pages or the 30 days (eye tests: a few a year).
 */
export function useTrackerData<T extends Tracker>(
  tracker: T,
  memberId: string | null,
  now: Date,
  timeZone: string,
  whole?: number,
) {
  const [paging, setPaging] = useState({ memberId, limit: HISTORY_PAGE });
  // Another member starts again at the first page.
  const limit = whole ?? (paging.memberId === memberId ? paging.limit : HISTORY_PAGE);
  const history = useReadings(tracker, memberId ? { memberId, limit } : null);
  const recent = useReadings(
    tracker,
    memberId && !whole
      ? { memberId, from: rangeFrom('30d', now, timeZone), limit: MAX_LIMIT }
      : null,
  );
  const items = history.data ?? [];
  return {
    history,
    recent,
    items,
    latest: items[0] ?? null,
    previous: items[1] ?? null,
    hasMore: !whole && items.length >= limit && limit < MAX_LIMIT,
    loadingMore: history.isFetching && history.isPlaceholderData,
    showMore: () => setPaging({ memberId, limit: Math.min(limit + HISTORY_PAGE, MAX_LIMIT) }),
  };
}

export type TrackerData<T extends Tracker> = ReturnType<typeof useTrackerData<T>>;
