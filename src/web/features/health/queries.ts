import { useQuery } from '@tanstack/react-query';
import type {
  BloodPressureCreate,
  BloodPressureReading,
  BodyCreate,
  BodyMeasurement,
  EyeTest,
  EyeTestCreate,
  SugarCreate,
  SugarReading,
} from '@core/contract/health';
import {
  listUrl,
  TRACKER_LISTS,
  type ListParams,
  type ListTracker,
} from '@core/health/tracker-lists';
import { apiJson } from '@web/lib/api';

/** The four trackers of this feature, by their API path (the period tab has its own). */
export const TRACKER_PATHS: { readonly [K in ListTracker]: (typeof TRACKER_LISTS)[K]['path'] } = {
  'blood-pressure': TRACKER_LISTS['blood-pressure'].path,
  'sugar-levels': TRACKER_LISTS['sugar-levels'].path,
  'weight-height': TRACKER_LISTS['weight-height'].path,
  'eye-sight': TRACKER_LISTS['eye-sight'].path,
};
export type Tracker = ListTracker;
export type { ListParams };
export { listUrl };

export interface TrackerTypes {
  'blood-pressure': { reading: BloodPressureReading; create: BloodPressureCreate };
  'sugar-levels': { reading: SugarReading; create: SugarCreate };
  'weight-height': { reading: BodyMeasurement; create: BodyCreate };
  'eye-sight': { reading: EyeTest; create: EyeTestCreate };
}
export type ReadingOf<T extends Tracker> = TrackerTypes[T]['reading'];
export type CreateOf<T extends Tracker> = TrackerTypes[T]['create'];

/** Keys start with the API path, so invalidating the path refreshes every list of it. */
export const healthKeys = {
  all: (tracker: Tracker) => [TRACKER_PATHS[tracker]] as const,
  list: (tracker: Tracker, params: ListParams) => [TRACKER_PATHS[tracker], params] as const,
};

/** Readings of one member, newest first. memberId null: nothing to ask yet. */
export function useReadings<T extends Tracker>(
  tracker: T,
  params: (Omit<ListParams, 'memberId'> & { memberId: string | null }) | null,
) {
  const memberId = params?.memberId ?? null;
  const full: ListParams | null = params && memberId ? { ...params, memberId } : null;
  return useQuery({
    queryKey: full ? healthKeys.list(tracker, full) : [TRACKER_PATHS[tracker], 'idle'],
    queryFn: () => (full ? apiJson<ReadingOf<T>[]>('GET', listUrl(tracker, full)) : []),
    enabled: full !== null,
    // "Show older" grows the limit: the list stays on screen while the longer one loads. Never
    // another member's list, though: that would show mother's readings under the son's name.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey[1];
      const sameMember = typeof key === 'object' && key !== null && key.memberId === memberId;
      return sameMember ? previous : undefined;
    },
  });
}
