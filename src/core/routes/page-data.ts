import type { Member } from '../contract/family';
import {
  isListTracker,
  openingLists,
  type ListParams,
  type ListTracker,
} from '../health/tracker-lists';
import { signedInPageAt, type SignedInPageName } from './signed-in-pages';

/**
 * The signed-in pages whose first render asks for the family list (GET /api/family-members):
 * /health's tabs (whose readings to show), /family and a member's page, /medications' member
 * filter, and /health-tracking. The server puts the list in the page it sends them (ADR 025), so
 * they ask for what depends on it at once. Home, /profile and /prices do not use it at start.
 */
export const FAMILY_AT_START: ReadonlySet<SignedInPageName> = new Set<SignedInPageName>([
  'health',
  'family',
  'member',
  'medications',
  'healthTracking',
]);

/** Whether the signed-in page at `path` starts from the family list. */
export function startsFromFamily(path: string): boolean {
  const page = signedInPageAt(path);
  return page !== null && FAMILY_AT_START.has(page);
}

/**
 * The reading lists /health's opened tab asks for at once, for the member it shows first
 * without a choice remembered on the device (the account holder, else the first member): the
 * server answers them in the page it sends (ADR 025), so the readings show with the page's
 * first render instead of a round trip later. Null for any other page, tab or an empty family.
 * A device that remembers another member asks for that one's lists as before.
 */
export function openingListsFor(
  path: string,
  search: URLSearchParams,
  members: readonly Pick<Member, 'id' | 'isSelf'>[],
  now: Date,
  timeZone: string,
): { tracker: ListTracker; lists: ListParams[] } | null {
  if (signedInPageAt(path) !== 'health') return null;
  // The app opens an unknown or missing tab as blood pressure; the period tab has no lists.
  const tab = search.get('tab');
  if (tab === 'period-tracker') return null;
  const tracker: ListTracker = isListTracker(tab) ? tab : 'blood-pressure';
  const member = members.find((m) => m.isSelf) ?? members[0];
  return member ? { tracker, lists: openingLists(tracker, member.id, now, timeZone) } : null;
}

/**
 * Home's requests at start (its progress card, Recent Activity's first 3 logs, the reminders
 * poll and the bell's alerts), under the app's query keys: the server answers them in the page
 * it sends (ADR 025), so Home paints its figures with its first render and makes no request
 * before it. A web test checks that these are the keys Home's queries use.
 */
export const HOME_OPENING_KEYS = {
  statistics: ['/api/statistics'],
  reminders: ['/api/medication-reminders'],
  recentLogs: ['/api/medication-logs', { limit: 3 }],
  notifications: ['/api/notifications'],
} as const;

/** Whether the signed-in page at `path` is Home, which gets HOME_OPENING_KEYS' answers. */
export function startsWithHomeAnswers(path: string): boolean {
  return signedInPageAt(path) === 'home';
}
