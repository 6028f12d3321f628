import { useQuery } from '@tanstack/react-query';
import type { Member } from '@core/contract/family';
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
import { apiJson } from '@web/lib/api';
import { selfFirst } from './member-choice';

/** The four trackers of this feature, by their API path (the period tab has its own). */
export const TRACKER_PATHS = {
  'blood-pressure': '/api/blood-pressure',
  'sugar-levels': '/api/sugar-levels',
  'weight-height': '/api/body-measurements',
  'eye-sight': '/api/eye-tests',
} as const;
export type Tracker = keyof typeof TRACKER_PATHS;

export interface TrackerTypes {
  'blood-pressure': { reading: BloodPressureReading; create: BloodPressureCreate };
  'sugar-levels': { reading: SugarReading; create: SugarCreate };
  'weight-height': { reading: BodyMeasurement; create: BodyCreate };
  'eye-sight': { reading: EyeTest; create: EyeTestCreate };
}
export type ReadingOf<T extends Tracker> = TrackerTypes[T]['reading'];
export type CreateOf<T extends Tracker> = TrackerTypes[T]['create'];

export interface ListParams {
  memberId: string;
  /** ISO time or YYYY-MM-DD; the server answers newest first. */
  from?: string;
  limit: number;
}

/** Keys start with the API path, so invalidating the path refreshes every list of it. */
export const healthKeys = {
  all: (tracker: Tracker) => [TRACKER_PATHS[tracker]] as const,
  list: (tracker: Tracker, params: ListParams) => [TRACKER_PATHS[tracker], params] as const,
  members: ['/api/family-members'] as const,
};

export function listUrl(tracker: Tracker, params: ListParams): string {
  const query = new URLSearchParams({ memberId: params.memberId, limit: String(params.limit) });
  if (params.from) query.set('from', params.from);
  return `${TRACKER_PATHS[tracker]}?${query.toString()}`;
}

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

/**
 * The family, self first. A failure is not announced here: the tab says it in place, where the
 * member chips would be.
 */
export function useFamilyMembers() {
  return useQuery<Member[], Error, Member[]>({
    queryKey: healthKeys.members,
    select: selfFirst,
    meta: { silentErrors: true },
  });
}
