import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogStatus } from '@core/medicines';
import { medicationLogs } from '@server/db/schema';
import { doseLogsSince, type DoseLog } from '@server/features/doses/dose-logs';
import { addMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * The one "dose logs since T" read (features/doses/dose-logs.ts) that the dose jobs, today's
 * statistics and reminders, a medicine's next dose, the caregiver's view and the report share.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);
const key = (l: DoseLog) => `${l.medicationId} ${l.scheduledTime.toISOString()} ${l.status}`;
const keys = (logs: DoseLog[]) => logs.map(key).sort();

async function log(userId: string, medicationId: string, scheduled: string, status: LogStatus) {
  await ctx.database.db.insert(medicationLogs).values({
    userId,
    medicationId,
    scheduledTime: at(scheduled),
    status,
    createdAt: ctx.now,
  });
}

describe('dose logs since T', () => {
  let a: { userId: string; m1: string; m2: string };
  let b: { userId: string; m3: string };

  beforeAll(async () => {
    ctx.now = at('2026-11-22T01:00:00.000Z');
    const ownerA = await signUp(ctx);
    const ownerB = await signUp(ctx);
    a = {
      userId: ownerA.user.id,
      m1: await addMedication(ctx, ownerA),
      m2: await addMedication(ctx, ownerA),
    };
    b = { userId: ownerB.user.id, m3: await addMedication(ctx, ownerB) };
    // Adding a medicine logs 'added' at 01:00Z; these are the doses around it.
    await log(a.userId, a.m1, '2026-11-21T14:30:00.000Z', 'missed'); // yesterday 8 pm IST
    await log(a.userId, a.m1, '2026-11-22T02:30:00.000Z', 'taken'); // today 8 am IST
    await log(a.userId, a.m2, '2026-11-22T02:30:00.000Z', 'missed');
    await log(b.userId, b.m3, '2026-11-22T02:30:00.000Z', 'taken');
  });

  it('reads the logs of doses scheduled at or after T, of the medicines named', async () => {
    const logs = await doseLogsSince(ctx.deps.db, {
      medicationIds: [a.m1, b.m3],
      since: at('2026-11-22T02:30:00.000Z'),
    });
    expect(keys(logs)).toEqual(
      [`${a.m1} 2026-11-22T02:30:00.000Z taken`, `${b.m3} 2026-11-22T02:30:00.000Z taken`].sort(),
    );
    expect(logs[0]?.scheduledTime).toBeInstanceOf(Date);
  });

  it('T is inclusive: a dose exactly at T is read, one a millisecond before is not', async () => {
    const from = (iso: string) =>
      doseLogsSince(ctx.deps.db, { medicationIds: [a.m1], since: at(iso) });
    expect((await from('2026-11-21T14:30:00.000Z')).map((l) => l.status).sort()).toEqual([
      'added',
      'missed',
      'taken',
    ]);
    expect((await from('2026-11-21T14:30:00.001Z')).map((l) => l.status).sort()).toEqual([
      'added',
      'taken',
    ]);
  });

  it("narrows to one account's logs and to statuses", async () => {
    const since = at('2026-11-21T00:00:00.000Z');
    const mine = await doseLogsSince(ctx.deps.db, { userId: a.userId, since });
    expect(new Set(mine.map((l) => l.medicationId))).toEqual(new Set([a.m1, a.m2]));
    expect(mine).toHaveLength(5); // two 'added', three doses
    const logged = await doseLogsSince(ctx.deps.db, {
      userId: a.userId,
      medicationIds: [a.m1, a.m2, b.m3],
      statuses: ['taken', 'missed'],
      since,
    });
    expect(keys(logged)).toEqual(
      [
        `${a.m1} 2026-11-21T14:30:00.000Z missed`,
        `${a.m1} 2026-11-22T02:30:00.000Z taken`,
        `${a.m2} 2026-11-22T02:30:00.000Z missed`,
      ].sort(),
    );
  });

  it('no medicine named is no log, and no query', async () => {
    ctx.queries.length = 0;
    expect(
      await doseLogsSince(ctx.deps.db, { medicationIds: [], since: at('2000-01-01') }),
    ).toEqual([]);
    expect(ctx.queries).toHaveLength(0);
  });
});
