import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medication, MedicationLog, Statistics } from '@core/contract/medicines';
import { addMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

// The test clock starts at 2026-11-22T04:30Z: 10:00 in India.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.now = new Date(iso);
};

describe('POST /api/medications', () => {
  it('turns "1-0-1 after food" into 08:00 and 20:00 IST, for the self member, and logs "added"', async () => {
    at('2026-11-22T04:30:00.000Z');
    const a = await signUp(ctx);
    const res = await ctx.call<Medication>('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'Amlodipine', dosage: '5 mg', notation: '1-0-1 after food', stock: 30 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Amlodipine',
      dosage: '5 mg',
      times: ['08:00', '20:00'],
      frequency: 'Twice daily (1-0-1)',
      withFood: true,
      color: 'blue',
      startDate: '2026-11-22',
      endDate: null,
      stock: 30,
      refillThreshold: 7,
      active: true,
      // 20:00 IST is 14:30 UTC: the next dose after 10:00.
      nextDoseAt: '2026-11-22T14:30:00.000Z',
    });
    const members = await ctx.call<Array<{ id: string; isSelf: boolean }>>(
      'GET',
      '/api/family-members',
      {
        cookie: a.cookie,
      },
    );
    expect(res.body.memberId).toBe(members.body.find((m) => m.isSelf)!.id);
    const logs = await ctx.call<MedicationLog[]>('GET', '/api/medication-logs', {
      cookie: a.cookie,
    });
    expect(logs.body).toEqual([
      expect.objectContaining({
        medicationId: res.body.id,
        status: 'added',
        medicationName: 'Amlodipine',
        dosage: '5 mg',
      }),
    ]);
  });

  it('takes explicit times, presets and weekdays, and refuses a bad schedule with a message', async () => {
    const a = await signUp(ctx);
    const ok = await ctx.call<Medication>('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'Vitamin D3', dosage: '60000 IU', times: ['09:00'], weekdays: [0] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.frequency).toMatch(/Sun/);
    const bad = await ctx.call('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'X', dosage: '1', notation: '1-2-x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/1-0-1/) });
    const none = await ctx.call('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'X', dosage: '1' },
    });
    expect(none.status).toBe(400);
    const ends = await ctx.call('POST', '/api/medications', {
      cookie: a.cookie,
      json: {
        name: 'X',
        dosage: '1',
        notation: 'OD',
        startDate: '2026-11-22',
        endDate: '2026-11-01',
      },
    });
    expect(ends.status).toBe(400);
    expect(ends.body).toMatchObject({ message: 'End date cannot be before the start date' });
  });

  it("another account's member is a 404, and nothing is saved", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const bMembers = await ctx.call<Array<{ id: string }>>('GET', '/api/family-members', {
      cookie: b.cookie,
    });
    const res = await ctx.call('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'X', dosage: '1', notation: 'OD', memberId: bMembers.body[0]!.id },
    });
    expect(res.status).toBe(404);
    const list = await ctx.call<Medication[]>('GET', '/api/medications', { cookie: a.cookie });
    expect(list.body).toEqual([]);
  });
});

describe('edit, pause, delete', () => {
  it('PATCH changes fields and the schedule; pausing clears the next dose; DELETE removes it', async () => {
    at('2026-11-22T04:30:00.000Z');
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a);
    const renamed = await ctx.call<Medication>('PATCH', `/api/medications/${id}`, {
      cookie: a.cookie,
      json: { name: 'Telmisartan', notation: 'TDS' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Telmisartan',
      times: ['08:00', '14:00', '20:00'],
      frequency: 'Three times daily (TDS)',
    });
    expect(renamed.body.nextDoseAt).toBe('2026-11-22T08:30:00.000Z');
    const paused = await ctx.call<Medication>('PATCH', `/api/medications/${id}`, {
      cookie: a.cookie,
      json: { active: false },
    });
    expect(paused.body).toMatchObject({ active: false, nextDoseAt: null });
    expect((await ctx.call('DELETE', `/api/medications/${id}`, { cookie: a.cookie })).status).toBe(
      200,
    );
    expect((await ctx.call('GET', `/api/medications/${id}`, { cookie: a.cookie })).status).toBe(
      404,
    );
  });
});

describe('logging doses', () => {
  it('taking a dose lowers stock by its tablets; the same dose cannot be logged twice', async () => {
    at('2026-11-22T03:00:00.000Z'); // 08:30 IST
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a, {
      name: 'Metformin',
      dosage: '500 mg',
      notation: '2-0-1',
      stock: 20,
    });
    at('2026-11-22T02:00:00.000Z'); // medication added at 08:30; morning dose was 08:00 → before it was added
    at('2026-11-22T14:35:00.000Z'); // 20:05 IST
    const taken = await ctx.call<MedicationLog>('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: {
        medicationId: id,
        scheduledTime: '2026-11-22T14:30:00.000Z',
        takenTime: '2026-11-22T14:34:00.000Z',
        status: 'taken',
      },
    });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ status: 'taken', takenTime: '2026-11-22T14:34:00.000Z' });
    const med = await ctx.call<Medication>('GET', `/api/medications/${id}`, { cookie: a.cookie });
    expect(med.body.stock).toBe(19);
    // The next day's morning dose (2 tablets at 08:00 IST).
    expect(med.body.nextDoseAt).toBe('2026-11-23T02:30:00.000Z');
    const again = await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: id, scheduledTime: '2026-11-22T14:30:00.000Z', status: 'missed' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This dose is already logged' });
    at('2026-11-23T02:40:00.000Z');
    await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: {
        medicationId: id,
        scheduledTime: '2026-11-23T02:30:00.000Z',
        takenTime: null,
        status: 'taken',
      },
    });
    expect(
      (await ctx.call<Medication>('GET', `/api/medications/${id}`, { cookie: a.cookie })).body
        .stock,
    ).toBe(17);
  });

  it("another account's medication is a 404", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addMedication(ctx, a);
    const res = await ctx.call('POST', '/api/medication-logs', {
      cookie: b.cookie,
      json: { medicationId: id, scheduledTime: '2026-11-22T14:30:00.000Z', status: 'taken' },
    });
    expect(res.status).toBe(404);
    const logs = await ctx.call<MedicationLog[]>('GET', `/api/medication-logs?medicationId=${id}`, {
      cookie: b.cookie,
    });
    expect(logs.body).toEqual([]);
  });

  it('records a taken time ahead of the server clock (a fast phone clock) as now', async () => {
    at('2026-11-22T14:35:00.000Z');
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a);
    const res = await ctx.call<MedicationLog>('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: {
        medicationId: id,
        scheduledTime: '2026-11-22T14:30:00.000Z',
        takenTime: '2026-11-22T14:51:00.000Z',
        status: 'taken',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.takenTime).toBe('2026-11-22T14:35:00.000Z');
  });

  it('refuses a missed dose with a taken time, and a dose far in the future', async () => {
    at('2026-11-22T04:30:00.000Z');
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a);
    const missedTaken = await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: {
        medicationId: id,
        scheduledTime: '2026-11-22T14:30:00.000Z',
        takenTime: '2026-11-22T14:30:00.000Z',
        status: 'missed',
      },
    });
    expect(missedTaken.status).toBe(400);
    const future = await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: id, scheduledTime: '2026-11-25T14:30:00.000Z', status: 'taken' },
    });
    expect(future.status).toBe(400);
  });
});

describe('statistics and reminders', () => {
  it("counts today's doses in IST and lists what is next", async () => {
    at('2026-11-21T18:35:00.000Z'); // 00:05 IST on the 22nd
    const a = await signUp(ctx);
    const id = await addMedication(ctx, a);
    at('2026-11-22T02:35:00.000Z'); // 08:05 IST: the morning dose is due
    const due = await ctx.call<Array<Record<string, string>>>('GET', '/api/medication-reminders', {
      cookie: a.cookie,
    });
    expect(due.body).toEqual([
      {
        medicationId: id,
        medicationName: 'Amlodipine',
        dosage: '5 mg',
        instructions: 'After food',
        scheduledTime: '2026-11-22T02:30:00.000Z',
      },
    ]);
    let stats = await ctx.call<Statistics>('GET', '/api/statistics', { cookie: a.cookie });
    expect(stats.body).toMatchObject({
      totalMedications: 2,
      takenToday: 0,
      progressPercentage: 0,
      pendingToday: 2,
    });
    expect(stats.body.upcomingMedications.map((u) => u.scheduledTime)).toEqual([
      '2026-11-22T02:30:00.000Z',
      '2026-11-22T14:30:00.000Z',
      '2026-11-23T02:30:00.000Z', // the next 24 hours: tomorrow's morning dose too
    ]);
    await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: id, scheduledTime: '2026-11-22T02:30:00.000Z', status: 'taken' },
    });
    stats = await ctx.call<Statistics>('GET', '/api/statistics', { cookie: a.cookie });
    expect(stats.body).toMatchObject({
      totalMedications: 2,
      takenToday: 1,
      progressPercentage: 50,
    });
    expect(
      (await ctx.call<unknown[]>('GET', '/api/medication-reminders', { cookie: a.cookie })).body,
    ).toEqual([]);
  });

  it("answers 404 for another account's member, and an empty list for an own member with none", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await addMedication(ctx, b, { name: 'Aspirin', dosage: '75 mg', notation: 'OD' });
    const members = async (cookie: string) =>
      (await ctx.call<Array<{ id: string }>>('GET', '/api/family-members', { cookie })).body;
    const [bSelf] = await members(b.cookie);
    const [aSelf] = await members(a.cookie);
    for (const path of ['/api/statistics', '/api/medications']) {
      const other = await ctx.call('GET', `${path}?memberId=${bSelf!.id}`, { cookie: a.cookie });
      expect(other.status, path).toBe(404);
      expect(JSON.stringify(other.body), path).not.toContain('Aspirin');
      const own = await ctx.call('GET', `${path}?memberId=${aSelf!.id}`, { cookie: a.cookie });
      expect(own.status, path).toBe(200);
    }
    const ownStats = await ctx.call<Statistics>('GET', `/api/statistics?memberId=${aSelf!.id}`, {
      cookie: a.cookie,
    });
    expect(ownStats.body.totalMedications).toBe(0);
  });

  it('follows the account time zone', async () => {
    at('2026-11-21T00:00:00.000Z');
    const a = await signUp(ctx);
    await ctx.call('PATCH', '/api/auth/user', {
      cookie: a.cookie,
      json: { timeZone: 'America/New_York' },
    });
    await addMedication(ctx, a, { name: 'Aspirin', dosage: '75 mg', notation: 'OD' });
    at('2026-11-22T13:05:00.000Z'); // 08:05 in New York
    const due = await ctx.call<Array<{ scheduledTime: string }>>(
      'GET',
      '/api/medication-reminders',
      { cookie: a.cookie },
    );
    expect(due.body.map((d) => d.scheduledTime)).toEqual(['2026-11-22T13:00:00.000Z']);
  });

  it('answers the subscription as not premium before any payment (payments.test.ts: after)', async () => {
    const a = await signUp(ctx);
    const res = await ctx.call('GET', '/api/subscription', { cookie: a.cookie });
    expect(res.body).toEqual({
      isSubscribed: false,
      plan: null,
      currentPeriodEnd: null,
      offer: { planId: 'premium-yearly', amountPaise: 12000, currency: 'INR', months: 12 },
    });
  });
});
