import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medication, MedicationLog } from '@core/contract/medicines';
import { addMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

// POST /api/medication-logs takes a log only for a real dose of that medicine
// (core/medicines/dose-log.ts). A made-up time used to be saved and to lower the stock.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.now = new Date(iso);
};

/** Sunday 22 Nov 2026: 08:00 IST is 02:30Z, 20:00 IST is 14:30Z. */
const AM = '2026-11-22T02:30:00.000Z';
const PM = '2026-11-22T14:30:00.000Z';
const NOT_A_DOSE = 'That time is not a scheduled dose of this medicine.';

const log = (cookie: string, json: Record<string, unknown>) =>
  ctx.call<MedicationLog>('POST', '/api/medication-logs', { cookie, json });
const stockOf = async (cookie: string, id: string) =>
  (await ctx.call<Medication>('GET', `/api/medications/${id}`, { cookie })).body.stock;
const logsOf = async (cookie: string, id: string) =>
  (
    await ctx.call<MedicationLog[]>('GET', `/api/medication-logs?medicationId=${id}`, { cookie })
  ).body.map((l) => [l.status, l.scheduledTime]);

/** Metformin 2-0-1 (2 tablets at 08:00, 1 at 20:00 IST), 20 in stock, from 20 Nov. */
async function metformin(cookie: string): Promise<string> {
  at('2026-11-20T01:00:00.000Z');
  const id = await addMedication(
    ctx,
    { cookie },
    {
      name: 'Metformin',
      dosage: '500 mg',
      notation: '2-0-1',
      stock: 20,
    },
  );
  at('2026-11-22T04:30:00.000Z'); // 10:00 IST on the 22nd
  return id;
}

describe('POST /api/medication-logs: only a real dose', () => {
  it('refuses a time that is not a dose with a 400, and changes nothing', async () => {
    const a = await signUp(ctx);
    const id = await metformin(a.cookie);
    const before = await logsOf(a.cookie, id);
    const bogus = [
      '2026-11-22T02:30:00.001Z', // 1 ms after 08:00
      '2026-11-22T02:31:00.000Z', // 08:01
      '2026-11-22T04:00:00.000Z', // 09:30: between doses
      '2026-11-22T08:00:00.000Z', // 08:00 UTC: the wrong zone
      '2026-11-19T02:30:00.000Z', // 08:00 the day before the start date
      '2020-01-01T02:30:00.000Z', // far in the past
    ];
    for (const scheduledTime of bogus) {
      for (const status of ['taken', 'missed']) {
        const res = await log(a.cookie, { medicationId: id, scheduledTime, status });
        expect(res.status, `${status} at ${scheduledTime}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION', message: NOT_A_DOSE });
      }
    }
    expect(await logsOf(a.cookie, id)).toEqual(before);
    expect(await stockOf(a.cookie, id)).toBe(20);
  });

  it("takes a real dose once (201, its tablets off the stock), then 409; yesterday's too", async () => {
    const a = await signUp(ctx);
    const id = await metformin(a.cookie);
    const taken = await log(a.cookie, { medicationId: id, scheduledTime: AM, status: 'taken' });
    expect(taken.status).toBe(201);
    expect(await stockOf(a.cookie, id)).toBe(18);
    const again = await log(a.cookie, { medicationId: id, scheduledTime: AM, status: 'taken' });
    expect(again.status).toBe(409);
    // The phone's offline queue sends a Taken from yesterday evening a day late.
    const yesterday = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-21T14:30:00.000Z',
      takenTime: '2026-11-21T14:40:00.000Z',
      status: 'taken',
    });
    expect(yesterday.status).toBe(201);
    expect(yesterday.body.takenTime).toBe('2026-11-21T14:40:00.000Z');
    expect(await stockOf(a.cookie, id)).toBe(17);
    // Tonight's dose, taken early; tomorrow's 08:00 is within a day, its 20:00 is not.
    expect(
      (await log(a.cookie, { medicationId: id, scheduledTime: PM, status: 'taken' })).status,
    ).toBe(201);
    const tooEarly = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-23T14:30:00.000Z',
      status: 'taken',
    });
    expect(tooEarly.status).toBe(400);
    expect(await stockOf(a.cookie, id)).toBe(16);
  });

  it('keeps to the weekdays of a weekly schedule', async () => {
    const a = await signUp(ctx);
    at('2026-11-20T01:00:00.000Z');
    const id = await addMedication(ctx, a, {
      name: 'Vitamin D3',
      dosage: '60000 IU',
      times: ['09:00'],
      weekdays: [6], // Saturdays
      stock: 4,
    });
    at('2026-11-22T04:30:00.000Z');
    const sunday = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-22T03:30:00.000Z',
      status: 'taken',
    });
    expect(sunday.status).toBe(400);
    const saturday = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-21T03:30:00.000Z',
      status: 'taken',
    });
    expect(saturday.status).toBe(201);
    expect(await stockOf(a.cookie, id)).toBe(3);
  });

  it("reads the dose in the account's time zone (New York)", async () => {
    at('2026-11-20T12:00:00.000Z');
    const a = await signUp(ctx);
    await ctx.call('PATCH', '/api/auth/user', {
      cookie: a.cookie,
      json: { timeZone: 'America/New_York' },
    });
    const id = await addMedication(ctx, a, { name: 'Aspirin', dosage: '75 mg', notation: 'OD' });
    at('2026-11-22T14:00:00.000Z'); // 09:00 in New York
    const ist = await log(a.cookie, { medicationId: id, scheduledTime: AM, status: 'taken' });
    expect(ist.status).toBe(400);
    const ny = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-22T13:00:00.000Z', // 08:00 EST
      status: 'taken',
    });
    expect(ny.status).toBe(201);
  });

  it('a paused medicine: a dose it had planned can still be logged, a made-up one cannot', async () => {
    const a = await signUp(ctx);
    const id = await metformin(a.cookie);
    await ctx.call('PATCH', `/api/medications/${id}`, {
      cookie: a.cookie,
      json: { active: false },
    });
    const bogus = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-22T03:00:00.000Z',
      status: 'taken',
    });
    expect(bogus.status).toBe(400);
    // Taken offline this morning, paused since: the queue's replay is still saved.
    expect(
      (await log(a.cookie, { medicationId: id, scheduledTime: AM, status: 'taken' })).status,
    ).toBe(201);
    expect(await stockOf(a.cookie, id)).toBe(18);
  });

  it('as needed: any past time in its course, not the future, not before its start', async () => {
    const a = await signUp(ctx);
    at('2026-11-21T04:30:00.000Z');
    const id = await addMedication(ctx, a, {
      name: 'Paracetamol',
      dosage: '650 mg',
      notation: 'SOS',
      stock: 10,
    });
    at('2026-11-22T04:30:00.000Z');
    const now = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-22T04:29:17.123Z',
      status: 'taken',
    });
    expect(now.status).toBe(201);
    const earlier = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-21T10:00:00.000Z',
      status: 'taken',
    });
    expect(earlier.status).toBe(201);
    const ahead = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-22T05:30:00.000Z',
      status: 'taken',
    });
    expect(ahead.status).toBe(400);
    const beforeStart = await log(a.cookie, {
      medicationId: id,
      scheduledTime: '2026-11-20T10:00:00.000Z',
      status: 'taken',
    });
    expect(beforeStart.status).toBe(400);
    expect(await stockOf(a.cookie, id)).toBe(8);
  });

  it("another account's medication is still a 404, whatever the time", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await metformin(a.cookie);
    for (const scheduledTime of [AM, '2026-11-22T02:30:00.001Z']) {
      const res = await log(b.cookie, { medicationId: id, scheduledTime, status: 'taken' });
      expect(res.status).toBe(404);
    }
    expect(await stockOf(a.cookie, id)).toBe(20);
    expect((await logsOf(a.cookie, id)).map(([status]) => status)).toEqual(['added']);
  });
});
