import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export interface Limit {
  /** How many events a window allows. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one event; answers how many the current window holds now. */
  hit(key: string, limit: Limit): Promise<number>;
  /** Answers how many events the current window holds, without counting one. */
  count(key: string, limit: Limit): Promise<number>;
  reset(key: string): Promise<void>;
  /**
   * Takes back one event counted by `hit`: a limit on failures counts each attempt before it is
   * checked (so parallel attempts cannot all slip under it), then releases the ones that succeed.
   */
  release(key: string): Promise<void>;
}

/** Fixed windows kept in the database, so that every server process shares one count. */
export function dbRateLimiter(db: Db, now: () => Date): RateLimiter {
  return {
    async hit(key, limit) {
      const at = now();
      const expired = new Date(at.getTime() - limit.windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} <= ${expired.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${expired.toISOString()} then ${at.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
    async count(key, limit) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row) return 0;
      return row.windowStart.getTime() <= now().getTime() - limit.windowMs ? 0 : row.count;
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
  };
}

export function tooMany(limit: Limit, what: string): AppError {
  const minutes = Math.ceil(limit.windowMs / 60_000);
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${minutes} minutes and try again.`,
    { 'Retry-After': String(Math.ceil(limit.windowMs / 1000)) },
  );
}
