import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import { apiJson, apiRequest } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
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

/** What else shows readings: reminders and the family overviews. */
function invalidateAfterChange(queryClient: QueryClient, tracker: Tracker): void {
  for (const queryKey of [healthKeys.all(tracker), ['/api/health-reminders']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const SAVED_TEXT: Record<Tracker, { added: string; updated: string; deleted: string }> = {
  'blood-pressure': {
    added: 'Blood pressure saved',
    updated: 'Reading updated',
    deleted: 'Reading deleted',
  },
  'sugar-levels': {
    added: 'Sugar reading saved',
    updated: 'Reading updated',
    deleted: 'Reading deleted',
  },
  'weight-height': {
    added: 'Measurement saved',
    updated: 'Measurement updated',
    deleted: 'Measurement deleted',
  },
  'eye-sight': {
    added: 'Eye test saved',
    updated: 'Eye test updated',
    deleted: 'Eye test deleted',
  },
};

/** Add (id null) or edit; the form shows what went wrong itself, next to the Save button. */
export function useSaveReading<T extends Tracker>(tracker: T, id: string | null) {
  const queryClient = useQueryClient();
  const path = TRACKER_PATHS[tracker];
  return useMutation({
    mutationFn: (input: CreateOf<T>) =>
      id
        ? apiJson<ReadingOf<T>>('PATCH', `${path}/${encodeURIComponent(id)}`, input)
        : apiJson<ReadingOf<T>>('POST', path, input),
    meta: { silentErrors: true },
    onSuccess: () => {
      invalidateAfterChange(queryClient, tracker);
      toast({ title: id ? SAVED_TEXT[tracker].updated : SAVED_TEXT[tracker].added });
    },
  });
}

export function useDeleteReading(tracker: Tracker) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's body is not needed (it may be empty).
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${TRACKER_PATHS[tracker]}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => {
      invalidateAfterChange(queryClient, tracker);
      toast({ title: SAVED_TEXT[tracker].deleted });
    },
  });
}
