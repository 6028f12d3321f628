import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** One row per job run slot: whoever inserts it runs the job, so a slot runs once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);
