import type { HealthListQuery } from '@core/contract/health';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';

/** What every health tracker does, scoped to the signed-in account; tracker-routes.ts serves it. */
export interface TrackerService<Create, Update, Answer> {
  list(deps: Deps, user: SessionUser, query: HealthListQuery): Promise<Answer[]>;
  get(deps: Deps, user: SessionUser, id: string): Promise<Answer>;
  create(deps: Deps, user: SessionUser, input: Create): Promise<Answer>;
  update(deps: Deps, user: SessionUser, id: string, patch: Update): Promise<Answer>;
  remove(deps: Deps, user: SessionUser, id: string): Promise<void>;
}
