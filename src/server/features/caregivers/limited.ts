import type { Deps } from '../../deps';
import { dbRateLimiter, tooMany, type Limit } from '../../http/rate-limit';

/** Counts one event under `key`; past the limit, a 429 that says how long to wait. */
export async function limited(deps: Deps, key: string, limit: Limit, what: string): Promise<void> {
  const limiter = dbRateLimiter(deps.db, () => deps.clock.now());
  if ((await limiter.hit(key, limit)) > limit.max) throw tooMany(limit, what);
}
