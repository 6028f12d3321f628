import type { Deps } from '../../deps';
import { CAREGIVER_LIMITS } from './limits';
import { dbRateLimiter, tooMany, type Limit } from '../../http/rate-limit';

/** Counts one event under `key`; past the limit, a 429 that says how long to wait. */
export async function limited(deps: Deps, key: string, limit: Limit, what: string): Promise<void> {
  const limiter = dbRateLimiter(deps.db, () => deps.clock.now());
  if ((await limiter.hit(key, limit)) > limit.max) throw tooMany(limit, what);
}

/** One change to an account's caregiver links (remove, cancel, new delay, leave), counted. */
export function countCaregiverChange(deps: Deps, userId: string): Promise<void> {
  return limited(
    deps,
    `caregiver-change:account:${userId}`,
    CAREGIVER_LIMITS.changesPerAccount,
    'changes to caregivers',
  );
}
