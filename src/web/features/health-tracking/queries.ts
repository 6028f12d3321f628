import { useQuery } from '@tanstack/react-query';
import type {
  BloodPressureReading,
  BodyMeasurement,
  EyeTest,
  Period,
  SugarReading,
} from '@core/contract/health';
import { apiJson } from '@web/lib/api';
import type { HealthReminder } from './due-checks';
import { groupByMember, membersToFetchAlone } from './group-readings';

/** Rows of each tracker's list, by tracker. */
export interface ReadingRows {
  bloodPressure: BloodPressureReading;
  sugar: SugarReading;
  body: BodyMeasurement;
  eye: EyeTest;
  period: Period;
}
export type ListTracker = keyof ReadingRows;

const LISTS: { [K in ListTracker]: { path: string; timeOf: (row: ReadingRows[K]) => string } } = {
  bloodPressure: { path: '/api/blood-pressure', timeOf: (r) => r.measuredAt },
  sugar: { path: '/api/sugar-levels', timeOf: (r) => r.measuredAt },
  body: { path: '/api/body-measurements', timeOf: (r) => r.measuredAt },
  eye: { path: '/api/eye-tests', timeOf: (r) => r.testDate },
  period: { path: '/api/periods', timeOf: (r) => r.startDate },
};

/** The API answers the newest 100 when no limit is sent; the family screens ask for that. */
export const ACCOUNT_LIST_LIMIT = 100;
/**
 * Enough for a member's latest reading, the one before it, and the previous sugar reading of the
 * same type; a period prediction reads the last 7 starts.
 */
export const MEMBER_LIST_LIMIT = 10;

/** Keys start with the API path, so invalidating ['/api/blood-pressure'] reaches them all. */
export const readingKeys = {
  list: (tracker: ListTracker, memberId: string | null, limit: number) =>
    [LISTS[tracker].path, { memberId, limit }] as const,
  healthReminders: ['/api/health-reminders'] as const,
};

function listUrl(tracker: ListTracker, memberId: string | null, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (memberId) params.set('memberId', memberId);
  return `${LISTS[tracker].path}?${params.toString()}`;
}

function listQuery<K extends ListTracker>(tracker: K, memberId: string | null, limit: number) {
  return {
    queryKey: readingKeys.list(tracker, memberId, limit),
    queryFn: () => apiJson<ReadingRows[K][]>('GET', listUrl(tracker, memberId, limit)),
  };
}

export type ReadingsByMember = { [K in ListTracker]: Map<string, ReadingRows[K][]> };

export interface FamilyReadings {
  byMember: ReadingsByMember;
  pending: boolean;
}

/**
 * One tracker for the whole account in one request, split by member. A list that came back full
 * may have left out a member who stopped measuring a while ago: those members (only they) are
 * fetched in one more query, so the count of requests never grows with the readings.
 */
function useAccountTracker<K extends ListTracker>(tracker: K, memberIds: readonly string[]) {
  const { path, timeOf } = LISTS[tracker];
  const list = useQuery(listQuery(tracker, null, ACCOUNT_LIST_LIMIT));
  const groups = list.data ? groupByMember(list.data, timeOf) : new Map<string, ReadingRows[K][]>();
  const missing = list.data
    ? membersToFetchAlone(memberIds, groups, list.data.length, ACCOUNT_LIST_LIMIT)
    : [];
  const alone = useQuery({
    queryKey: [path, { memberIds: missing, limit: MEMBER_LIST_LIMIT }] as const,
    queryFn: () =>
      Promise.all(
        missing.map((id) =>
          apiJson<ReadingRows[K][]>('GET', listUrl(tracker, id, MEMBER_LIST_LIMIT)),
        ),
      ).then((lists) => lists.flat()),
    enabled: missing.length > 0,
  });
  if (alone.data) {
    for (const [id, rows] of groupByMember(alone.data, timeOf)) groups.set(id, rows);
  }
  return { groups, pending: list.isPending };
}

type TrackerLists = {
  [K in ListTracker]: { groups: Map<string, ReadingRows[K][]>; pending: boolean };
};

/** The five lists as one answer: by tracker, by member; pending until every list is in. */
function combine(lists: TrackerLists): FamilyReadings {
  const { bloodPressure, sugar, period, body, eye } = lists;
  return {
    byMember: {
      bloodPressure: bloodPressure.groups,
      sugar: sugar.groups,
      period: period.groups,
      body: body.groups,
      eye: eye.groups,
    },
    pending: Object.values(lists).some((list) => list.pending),
  };
}

/** Every member's readings, newest first: a fixed handful of requests for the whole family. */
export function useFamilyReadings(memberIds: readonly string[]): FamilyReadings {
  return combine({
    bloodPressure: useAccountTracker('bloodPressure', memberIds),
    sugar: useAccountTracker('sugar', memberIds),
    period: useAccountTracker('period', memberIds),
    body: useAccountTracker('body', memberIds),
    eye: useAccountTracker('eye', memberIds),
  });
}

function useMemberTracker<K extends ListTracker>(tracker: K, memberId: string) {
  const list = useQuery(listQuery(tracker, memberId, MEMBER_LIST_LIMIT));
  return {
    groups: new Map<string, ReadingRows[K][]>(
      list.data
        ? [[memberId, groupByMember(list.data, LISTS[tracker].timeOf).get(memberId) ?? []]]
        : [],
    ),
    pending: list.isPending,
  };
}

/** One member's latest readings: five small requests. */
export function useMemberReadings(memberId: string): FamilyReadings {
  return combine({
    bloodPressure: useMemberTracker('bloodPressure', memberId),
    sugar: useMemberTracker('sugar', memberId),
    period: useMemberTracker('period', memberId),
    body: useMemberTracker('body', memberId),
    eye: useMemberTracker('eye', memberId),
  });
}

/** The monthly BP and sugar checks that are due (spec §3); secondary, so failures stay quiet. */
export function useHealthReminders() {
  return useQuery<HealthReminder[]>({
    queryKey: readingKeys.healthReminders,
    meta: { silentErrors: true },
  });
}
