import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Medication,
  MedicationLog,
  MedicationReminder,
  Statistics,
} from '@core/contract/medicines';
import { missedDosesJob } from '@server/jobs/missed-doses';
import { runIfDue } from '@server/jobs/scheduler';
import { createMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

// A medicine added a little after its dose time keeps that dose (core/medicines/course.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.now = new Date(iso);
};

/** 22 Nov 2026: 08:00 IST is 02:30Z, 20:00 IST is 14:30Z. */
const AM = '2026-11-22T02:30:00.000Z';
const PM = '2026-11-22T14:30:00.000Z';

const add = (cookie: string, body: Record<string, unknown>): Promise<Medication> =>
  createMedication(ctx, { cookie }, body);

const get = <T>(cookie: string, path: string) => ctx.call<T>('GET', path, { cookie });
const reminderTimes = async (cookie: string) =>
  (await get<MedicationReminder[]>(cookie, '/api/medication-reminders')).body.map(
    (r) => r.scheduledTime,
  );
const stats = async (cookie: string) => (await get<Statistics>(cookie, '/api/statistics')).body;

describe('a medicine added after its dose time (IST)', () => {
  it('added at 08:05, the 08:00 dose is reminded, next, counted, and taken like any due dose', async () => {
    at('2026-11-22T02:35:00.000Z'); // 08:05 IST
    const a = await signUp(ctx);
    const med = await add(a.cookie, {
      name: 'Amlodipine',
      dosage: '5 mg',
      notation: '1-0-1 after food',
      stock: 30,
    });
    expect(med.nextDoseAt).toBe(AM);
    expect(await reminderTimes(a.cookie)).toEqual([AM]);
    let s = await stats(a.cookie);
    expect(s).toMatchObject({ totalMedications: 2, pendingToday: 2, missedToday: 0 });
    expect(s.upcomingMedications[0]).toMatchObject({ id: med.id, scheduledTime: AM });
    const list = await get<Medication[]>(a.cookie, '/api/medications');
    expect(list.body[0]?.nextDoseAt).toBe(AM);

    at('2026-11-22T02:40:00.000Z'); // 08:10 IST: Taken, from the reminder or Home
    const taken = await ctx.call<MedicationLog>('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: med.id, scheduledTime: AM, status: 'taken' },
    });
    expect(taken.status).toBe(201);
    s = await stats(a.cookie);
    expect(s).toMatchObject({ totalMedications: 2, takenToday: 1, progressPercentage: 50 });
    expect(s.upcomingMedications.map((u) => u.scheduledTime)[0]).toBe(PM);
    expect(await reminderTimes(a.cookie)).toEqual([]);
    const after = await get<Medication>(a.cookie, `/api/medications/${med.id}`);
    expect(after.body).toMatchObject({ stock: 29, nextDoseAt: PM });
  });

  it('added in the dose minute and not taken: it expires at 10:00, never logged or counted missed', async () => {
    at('2026-11-22T02:30:30.000Z'); // 08:00:30 IST
    const a = await signUp(ctx);
    const med = await add(a.cookie, { name: 'Metformin', dosage: '500 mg', notation: 'BD' });
    expect(await reminderTimes(a.cookie)).toEqual([AM]);

    at('2026-11-22T04:30:00.000Z'); // 10:00 IST: two hours after the dose
    expect(await runIfDue(ctx.deps, missedDosesJob, ctx.now)).toBe(true);
    const logs = await get<MedicationLog[]>(
      a.cookie,
      `/api/medication-logs?medicationId=${med.id}`,
    );
    expect(logs.body.map((l) => l.status)).toEqual(['added']);
    expect(await reminderTimes(a.cookie)).toEqual([]);
    expect(await stats(a.cookie)).toMatchObject({
      totalMedications: 1,
      missedToday: 0,
      pendingToday: 1,
      progressPercentage: 0,
    });

    // The 20:00 dose is an ordinary one: not taken, the job logs it missed at 22:00.
    at('2026-11-22T16:30:00.000Z');
    expect(await runIfDue(ctx.deps, missedDosesJob, ctx.now)).toBe(true);
    const later = await get<MedicationLog[]>(
      a.cookie,
      `/api/medication-logs?medicationId=${med.id}`,
    );
    expect(later.body.map((l) => [l.status, l.scheduledTime])).toEqual([
      ['missed', PM],
      ['added', '2026-11-22T02:30:30.000Z'],
    ]);
    expect(await stats(a.cookie)).toMatchObject({ totalMedications: 1, missedToday: 1 });
  });

  it('added two hours after the dose, that dose is gone: nothing due, not counted', async () => {
    at('2026-11-22T04:30:00.000Z'); // 10:00 IST
    const a = await signUp(ctx);
    const med = await add(a.cookie, { name: 'Telmisartan', dosage: '40 mg', notation: 'BD' });
    expect(med.nextDoseAt).toBe(PM);
    expect(await reminderTimes(a.cookie)).toEqual([]);
    expect(await stats(a.cookie)).toMatchObject({ totalMedications: 1, pendingToday: 1 });
  });
});

describe('in the account time zone (New York)', () => {
  it('added at 08:05 EST, the 08:00 dose is due and can be taken', async () => {
    at('2026-11-21T00:00:00.000Z');
    const a = await signUp(ctx);
    await ctx.call('PATCH', '/api/auth/user', {
      cookie: a.cookie,
      json: { timeZone: 'America/New_York' },
    });
    at('2026-11-22T13:05:00.000Z'); // 08:05 in New York
    const med = await add(a.cookie, { name: 'Aspirin', dosage: '75 mg', notation: 'OD' });
    expect(await reminderTimes(a.cookie)).toEqual(['2026-11-22T13:00:00.000Z']);
    const taken = await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: med.id, scheduledTime: '2026-11-22T13:00:00.000Z', status: 'taken' },
    });
    expect(taken.status).toBe(201);
    expect(await stats(a.cookie)).toMatchObject({
      totalMedications: 1,
      takenToday: 1,
      progressPercentage: 100,
    });
  });
});
