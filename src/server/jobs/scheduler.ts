import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { jobRuns } from '../db/schema';
import { logSafeError } from '../platform/log-safe-error';

export interface Job {
  name: string;
  /** How often it runs; a run is one slot of this length. */
  everyMs: number;
  run(deps: Deps, now: Date): Promise<string>;
}

/**
 * Claims the job's current slot by inserting (job, slot); only the process whose insert lands
 * runs it. With several servers on one PostgreSQL every slot runs exactly once.
 */
export async function runIfDue(deps: Deps, job: Job, now = deps.clock.now()): Promise<boolean> {
  const slot = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs).toISOString();
  const claimed = await deps.db
    .insert(jobRuns)
    .values({ job: job.name, slot, startedAt: now })
    .onConflictDoNothing()
    .returning({ slot: jobRuns.slot });
  if (claimed.length === 0) return false;
  let result: string;
  try {
    result = await job.run(deps, now);
  } catch (err) {
    const safe = logSafeError(err);
    // Stored in job_runs and logged: the error's name and code, never a query's values.
    result = `failed: ${[safe.name, safe.code, safe.query, safe.message].filter(Boolean).join(' ')}`;
    deps.logger.error({ job: job.name, slot, err: safe }, 'job failed');
  }
  await deps.db
    .update(jobRuns)
    .set({ finishedAt: deps.clock.now(), result })
    .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot)));
  deps.logger.info({ job: job.name, slot, result }, 'job ran');
  return true;
}

/** Ticks every `tickMs`, running each job whose slot is free. Answers a stop function. */
export function startScheduler(deps: Deps, jobs: Job[], tickMs = 30_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = (async () => {
      for (const job of jobs) {
        await runIfDue(deps, job).catch((err: unknown) =>
          deps.logger.error({ job: job.name, err: logSafeError(err) }, 'job could not be claimed'),
        );
      }
    })();
  };
  tick();
  const timer = setInterval(tick, tickMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
