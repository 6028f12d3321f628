import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MedicationLog, Statistics } from '@core/contract/medicines';
import type { ServerNotification } from '@core/contract/prescriptions';
import { openPostgres } from '@server/db/connect';
import { jobRuns, medicationLogs } from '@server/db/schema';
import { analyzeJob } from '@server/jobs/analyze';
import { missedDosesJob } from '@server/jobs/missed-doses';
import { refillAlertsJob } from '@server/jobs/refill-alerts';
import { runIfDue } from '@server/jobs/scheduler';
import { addMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('missed-dose job', () => {
  it('logs an unlogged dose as missed two hours after its time, once', async () => {
    ctx.now = new Date('2026-11-22T01:00:00.000Z'); // 06:30 IST
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a);
    ctx.now = new Date('2026-11-22T04:29:00.000Z'); // 09:59 IST: 1 h 59 min late, still due
    await runIfDue(ctx.deps, missedDosesJob, ctx.now);
    let logs = await ctx.call<MedicationLog[]>('GET', `/api/medication-logs?medicationId=${id}`, {
      cookie: a.cookie,
    });
    expect(logs.body.map((l) => l.status)).toEqual(['added']);

    ctx.now = new Date('2026-11-22T04:30:00.000Z'); // 10:00 IST: two hours late
    expect(await runIfDue(ctx.deps, missedDosesJob, ctx.now)).toBe(true);
    logs = await ctx.call<MedicationLog[]>('GET', `/api/medication-logs?medicationId=${id}`, {
      cookie: a.cookie,
    });
    expect(logs.body[0]).toMatchObject({
      status: 'missed',
      scheduledTime: '2026-11-22T02:30:00.000Z',
      takenTime: null,
    });

    // The next minute's run finds nothing new; the same minute's slot does not run again.
    expect(await runIfDue(ctx.deps, missedDosesJob, ctx.now)).toBe(false);
    ctx.now = new Date('2026-11-22T04:31:00.000Z');
    expect(await runIfDue(ctx.deps, missedDosesJob, ctx.now)).toBe(true);
    const missed = await ctx.database.db
      .select()
      .from(medicationLogs)
      .where(eq(medicationLogs.medicationId, id));
    expect(missed.filter((l) => l.status === 'missed')).toHaveLength(1);
    const stats = await ctx.call<Statistics>('GET', '/api/statistics', { cookie: a.cookie });
    expect(stats.body).toMatchObject({ missedToday: 1, takenToday: 0, totalMedications: 2 });
  });

  // PGlite is one connection in one process: there, the four runs share one set of dependencies.
  // The real two-instance case (two pools, as two servers would have) runs on PostgreSQL.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  it(
    onPostgres
      ? 'runs each slot exactly once across two app instances with their own pools on PostgreSQL'
      : 'runs each slot exactly once across four concurrent runs sharing one PGlite (two instances: on PostgreSQL)',
    async () => {
      expect(Boolean(ctx.database.url)).toBe(onPostgres);
      const second = ctx.database.url ? openPostgres(ctx.database.url, { max: 2 }) : null;
      const otherDeps = second ? { ...ctx.deps, db: second.db } : ctx.deps;
      try {
        const now = new Date('2026-11-22T06:00:00.000Z');
        const results = await Promise.all([
          runIfDue(ctx.deps, missedDosesJob, now),
          runIfDue(otherDeps, missedDosesJob, now),
          runIfDue(ctx.deps, missedDosesJob, now),
          runIfDue(otherDeps, missedDosesJob, now),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const runs = await ctx.database.db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.slot, now.toISOString()));
        expect(runs).toHaveLength(1);
        expect(runs[0]!.finishedAt).not.toBeNull();
      } finally {
        await second?.close();
      }
    },
  );
});

describe('refill alerts', () => {
  it('raises one alert when stock covers the threshold or fewer days, again only after a top-up', async () => {
    ctx.now = new Date('2026-11-23T04:30:00.000Z');
    const a = await signUp(ctx);
    // 1-0-1 is 2 a day: 16 tablets last 8 days (no alert at a 7-day threshold), 14 last 7.
    const id = await addMedication(ctx, a, {
      name: 'Amlodipine',
      dosage: '5 mg',
      notation: '1-0-1',
      stock: 16,
    });
    await runIfDue(ctx.deps, refillAlertsJob, ctx.now);
    expect(
      (await ctx.call<ServerNotification[]>('GET', '/api/notifications', { cookie: a.cookie }))
        .body,
    ).toEqual([]);

    await ctx.call('PATCH', `/api/medications/${id}`, { cookie: a.cookie, json: { stock: 14 } });
    ctx.now = new Date(ctx.now.getTime() + 15 * 60_000);
    await runIfDue(ctx.deps, refillAlertsJob, ctx.now);
    const alerts = await ctx.call<ServerNotification[]>('GET', '/api/notifications', {
      cookie: a.cookie,
    });
    expect(alerts.body).toEqual([
      expect.objectContaining({
        type: 'refill',
        medicationId: id,
        title: 'Time to refill',
        readAt: null,
      }),
    ]);
    // The English as the server writes it, and a code with its figures for the client's own
    // words (ADR 026).
    expect(alerts.body[0]).toMatchObject({
      message: 'Amlodipine 5 mg: about 7 days of stock left (14 left). Please refill it soon.',
      code: 'REFILL_DAYS_LEFT',
      params: { medicine: 'Amlodipine 5 mg', days: 7, stock: 14 },
    });

    ctx.now = new Date(ctx.now.getTime() + 15 * 60_000);
    await runIfDue(ctx.deps, refillAlertsJob, ctx.now);
    expect(
      (await ctx.call<unknown[]>('GET', '/api/notifications', { cookie: a.cookie })).body,
    ).toHaveLength(1);

    const read = await ctx.call<ServerNotification>(
      'POST',
      `/api/notifications/${alerts.body[0]!.id}/read`,
      { cookie: a.cookie },
    );
    expect(read.body.readAt).not.toBeNull();

    await ctx.call('PATCH', `/api/medications/${id}`, { cookie: a.cookie, json: { stock: 60 } });
    await ctx.call('PATCH', `/api/medications/${id}`, { cookie: a.cookie, json: { stock: 0 } });
    ctx.now = new Date(ctx.now.getTime() + 15 * 60_000);
    await runIfDue(ctx.deps, refillAlertsJob, ctx.now);
    const again = await ctx.call<ServerNotification[]>('GET', '/api/notifications', {
      cookie: a.cookie,
    });
    expect(again.body).toHaveLength(2);
    expect(again.body[0]).toMatchObject({
      message: 'Amlodipine 5 mg has run out. Please refill it.',
      code: 'REFILL_RUN_OUT',
      params: { medicine: 'Amlodipine 5 mg' },
    });
  });
});

describe('analyze job', () => {
  it('gives the planner statistics for the tables in use, once a day', async () => {
    const a = await signUp(ctx);
    await addMedication(ctx, a);
    const statsRows = async () => {
      const [row] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stats`)
        .where(sql`tablename = 'medications'`);
      return row?.n ?? 0;
    };
    const day = new Date('2026-12-01T00:00:00.000Z');
    expect(await runIfDue(ctx.deps, analyzeJob, day)).toBe(true);
    expect(await statsRows()).toBeGreaterThan(0);
    expect(await runIfDue(ctx.deps, analyzeJob, new Date(day.getTime() + 60_000))).toBe(false);
  });
});
