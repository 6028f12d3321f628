import { sql } from 'drizzle-orm';
import type { Job } from './scheduler';

/**
 * Refreshes the planner's statistics once a day. Embedded PGlite has no autovacuum, so without
 * this it never has any: it then reads and sorts every reading of an account to list the newest
 * (13 ms instead of 0.07 ms on five years of readings). On a PostgreSQL server it repeats
 * what autovacuum does, cheaply. The scheduler's first tick runs it at start.
 */
export const analyzeJob: Job = {
  name: 'analyze',
  everyMs: 24 * 60 * 60_000,
  async run(deps) {
    await deps.db.execute(sql`analyze`);
    return 'planner statistics refreshed';
  },
};
