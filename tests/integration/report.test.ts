import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberReport } from '@core/contract/report';
import { passThroughCache } from '@server/db/read-cache';
import { medicationLogs, medications } from '@server/db/schema';
import { addMedication } from '../../harness/fixtures';
import { addMember, addRecord, MEASURED_AT, SAMPLES } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

// The test clock: 2026-11-22T04:30Z, 10:00 in India. A daily 08:00 IST dose is 02:30Z.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const AMMA = { name: 'Amma', relation: 'mother', dateOfBirth: '1960-04-12', gender: 'female' };
const report = (cookie: string, id: string) =>
  ctx.call<MemberReport>('GET', `/api/family-members/${id}/report`, { cookie });

/** A morning medicine for the member, in the app (and in its course) since 1 August. */
async function morningMedicine(owner: { cookie: string }, memberId: string): Promise<string> {
  const id = await addMedication(ctx, owner, {
    memberId,
    name: 'Telmisartan',
    dosage: '40 mg',
    notation: '1-0-0',
  });
  await ctx.database.db
    .update(medications)
    .set({ startDate: '2026-08-01', createdAt: new Date('2026-08-01T00:00:00Z') })
    .where(eq(medications.id, id));
  return id;
}

describe('GET /api/family-members/:id/report', () => {
  it("counts the member's adherence, averages and period summary with the core rules", async () => {
    const a = await signUp(ctx);
    const amma = await addMember(ctx, a, AMMA);
    const med = await morningMedicine(a, amma);
    // A paused medicine is not a current one, and has no doses to count.
    const paused = await addMedication(ctx, a, {
      memberId: amma,
      name: 'Metformin',
      dosage: '500 mg',
      notation: '0-0-1',
    });
    await ctx.call('PATCH', `/api/medications/${paused}`, {
      cookie: a.cookie,
      json: { active: false },
    });
    const log = (day: string, status: 'taken' | 'missed') => ({
      userId: a.user.id,
      medicationId: med,
      scheduledTime: new Date(`${day}T02:30:00.000Z`),
      status,
    });
    await ctx.database.db
      .insert(medicationLogs)
      .values([
        log('2026-11-22', 'taken'),
        log('2026-11-21', 'taken'),
        log('2026-11-20', 'taken'),
        log('2026-11-19', 'missed'),
        log('2026-09-01', 'taken'),
      ]);
    const bp = (measuredAt: string, systolic: number, diastolic: number, pulse?: number) =>
      addRecord(ctx, a, '/api/blood-pressure', { systolic, diastolic, pulse, measuredAt }, amma);
    await bp('2026-11-20T03:30:00.000Z', 130, 85, 72);
    await bp('2026-11-01T03:30:00.000Z', 140, 90);
    await bp('2026-10-01T03:30:00.000Z', 150, 95);
    await bp('2026-08-01T03:30:00.000Z', 180, 110); // before the 90 days
    const sugar = (measuredAt: string, value: number, type: string) =>
      addRecord(ctx, a, '/api/sugar-levels', { value, type, measuredAt }, amma);
    await sugar('2026-11-21T02:00:00.000Z', 110, 'fasting');
    await sugar('2026-10-10T02:00:00.000Z', 130, 'fasting');
    await sugar('2026-11-21T08:00:00.000Z', 180, 'after_meal');
    await addRecord(
      ctx,
      a,
      '/api/body-measurements',
      { weightKg: 68, heightCm: 155, measuredAt: '2026-11-15T03:30:00.000Z' },
      amma,
    );
    await addRecord(
      ctx,
      a,
      '/api/eye-tests',
      { testDate: '2026-06-01', right: { sph: -1.25 }, left: { sph: -1, cyl: -0.5, axis: 90 } },
      amma,
    );
    for (const [startDate, endDate] of [
      ['2026-09-01', '2026-09-05'],
      ['2026-09-29', '2026-10-03'],
      ['2026-10-27', '2026-10-31'],
    ]) {
      await addRecord(ctx, a, '/api/periods', { startDate, endDate, flow: 'medium' }, amma);
    }

    const res = await report(a.cookie, amma);
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({
      generatedAt: '2026-11-22T04:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      today: '2026-11-22',
      periodDays: 90,
      periodStart: '2026-08-24',
      member: { id: amma, name: 'Amma', relation: 'mother', dateOfBirth: '1960-04-12' },
    });
    expect(r.medications.map((m) => [m.name, m.frequency, m.times])).toEqual([
      ['Telmisartan', 'Once daily (1-0-0)', ['08:00']],
    ]);
    // 30 mornings from 24 Oct to today (today's 08:00 is two hours late at 10:00): 3 taken.
    expect(r.adherence.last30).toEqual({
      scheduled: 30,
      taken: 3,
      missed: 27,
      pending: 0,
      percentage: 10,
    });
    // 90 mornings from 25 Aug: the 1 September dose was taken too.
    expect(r.adherence.last90).toEqual({
      scheduled: 90,
      taken: 4,
      missed: 86,
      pending: 0,
      percentage: 4,
    });
    expect(r.bloodPressure.readings.map((x) => x.systolic)).toEqual([130, 140, 150]);
    expect(r.bloodPressure.systolic).toEqual({
      last7: { mean: 130, count: 1 },
      last30: { mean: 135, count: 2 },
      period: { mean: 140, count: 3 },
    });
    expect(r.bloodPressure.pulse.period).toEqual({ mean: 72, count: 1 });
    expect(r.sugar.averages).toEqual([
      {
        type: 'fasting',
        last7: { mean: 110, count: 1 },
        last30: { mean: 110, count: 1 },
        period: { mean: 120, count: 2 },
      },
      {
        type: 'after_meal',
        last7: { mean: 180, count: 1 },
        last30: { mean: 180, count: 1 },
        period: { mean: 180, count: 1 },
      },
    ]);
    expect(r.body.readings).toMatchObject([{ weightKg: 68, bmi: 28.3, category: 'obese' }]);
    expect(r.body.weight.period).toEqual({ mean: 68, count: 1 });
    expect(r.eyeTests).toMatchObject([{ testDate: '2026-06-01', right: { sph: -1.25 } }]);
    expect(r.periods?.recent.map((p) => p.startDate)).toEqual([
      '2026-10-27',
      '2026-09-29',
      '2026-09-01',
    ]);
    expect(r.periods?.prediction).toMatchObject({
      nextStart: '2026-11-24',
      averageCycleLength: 28,
      cyclesUsed: 2,
      daysUntilDue: 2,
    });
  });

  it('answers an empty report for a member with nothing recorded', async () => {
    const a = await signUp(ctx);
    const amma = await addMember(ctx, a, AMMA);
    const res = await report(a.cookie, amma);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      medications: [],
      adherence: { last30: { scheduled: 0, percentage: 0 }, last90: { scheduled: 0 } },
      bloodPressure: { readings: [], systolic: { period: { mean: null, count: 0 } } },
      sugar: { readings: [], averages: [] },
      body: { readings: [] },
      eyeTests: [],
      periods: null,
    });
  });

  it("answers 401 signed out, 404 for another account's member, 400 for a bad id", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const amma = await addMember(ctx, a, AMMA);
    expect((await ctx.call('GET', `/api/family-members/${amma}/report`)).status).toBe(401);
    const foreign = await report(b.cookie, amma);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const bad = await report(a.cookie, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

describe("the report's queries", () => {
  it('stay the same with 10 times the medicines, logs and readings (read cache off)', async () => {
    const counting = await createTestContext({ cache: passThroughCache });
    try {
      const seed = async (times: number) => {
        const owner = await signUp(counting);
        const amma = await addMember(counting, owner, AMMA);
        for (let i = 0; i < times; i++) {
          await addMedication(counting, owner, {
            memberId: amma,
            name: `Med ${i}`,
            dosage: '5 mg',
            notation: '1-0-1',
          });
          for (const path of Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]) {
            const body =
              path === '/api/periods'
                ? { startDate: `2026-0${1 + (i % 9)}-${10 + Math.floor(i / 9)}`, flow: 'light' }
                : path === '/api/eye-tests'
                  ? { ...SAMPLES[path], testDate: `2026-0${1 + (i % 9)}-1${Math.floor(i / 9)}` }
                  : {
                      ...SAMPLES[path],
                      measuredAt: new Date(Date.parse(MEASURED_AT) - i * 3_600_000).toISOString(),
                    };
            await addRecord(counting, owner, path, body, amma);
          }
        }
        return { cookie: owner.cookie, amma };
      };
      const count = async ({ cookie, amma }: { cookie: string; amma: string }) => {
        counting.queries.length = 0;
        const res = await counting.call('GET', `/api/family-members/${amma}/report`, { cookie });
        expect(res.status).toBe(200);
        return counting.queries.length;
      };
      const small = await count(await seed(1));
      const large = await count(await seed(10));
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
    } finally {
      await counting.close();
    }
  });
});
