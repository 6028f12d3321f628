import { healthListQuerySchema } from '@core/contract/health';
import {
  listUrl,
  TRACKER_LISTS,
  type ListParams,
  type ListTracker,
} from '@core/health/tracker-lists';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';
import { bloodPressureService } from './blood-pressure/service';
import { bodyService } from './body-measurements/service';
import { eyeTestService } from './eye-tests/service';
import { sugarService } from './sugar-levels/service';
import { cachedList } from './tracker-routes';
import type { TrackerService } from './tracker-service';

/**
 * The trackers with reading lists, by /health's tab: each one's service and read-cache scope.
 * Their routes and the signed-in page that opens them (ADR 025) use this one table, so both
 * cache a list under the scope its writes drop.
 */
export const LIST_TRACKERS = {
  'blood-pressure': { scope: 'blood-pressure', service: bloodPressureService },
  'sugar-levels': { scope: 'sugar-levels', service: sugarService },
  'weight-height': { scope: 'body-measurements', service: bodyService },
  'eye-sight': { scope: 'eye-tests', service: eyeTestService },
} as const satisfies Record<ListTracker, { scope: string; service: unknown }>;

type ListService = Pick<TrackerService<unknown, unknown, unknown>, 'list'>;

/** A list's answer under the app's query key for it: [path, params] (healthKeys.list). */
export interface OpeningAnswer {
  key: [path: string, params: ListParams];
  answer: unknown[];
}

/**
 * The answers GET would give to a tracker tab's opening lists: each read from the URL the app
 * sends, through the same validation, cache key and service as the route.
 */
export async function openingAnswers(
  deps: Deps,
  user: SessionUser,
  tracker: ListTracker,
  lists: readonly ListParams[],
): Promise<OpeningAnswer[]> {
  const { scope, service }: { scope: string; service: ListService } = LIST_TRACKERS[tracker];
  return Promise.all(
    lists.map(async (params) => {
      const search = new URL(listUrl(tracker, params), 'http://app.invalid').searchParams;
      const query = healthListQuerySchema.parse(Object.fromEntries(search));
      const answer = await cachedList(deps, user, scope, service, query);
      return { key: [TRACKER_LISTS[tracker].path, params], answer };
    }),
  );
}
