import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyMeasurement } from '@core/contract/health';
import { addMember, addRecord, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const PATH = '/api/body-measurements';
const AT = '2026-10-01T03:30:00Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/body-measurements', () => {
  it('gives BMI 23.0 as overweight by the Asian-Indian cut-offs, 22.9 as normal', async () => {
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    // 70 / 1.745² = 22.99, shown and judged as 23.0.
    const res = await ctx.call<BodyMeasurement>('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: self, weightKg: 70, heightCm: 174.5, measuredAt: AT, notes: 'morning' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      memberId: self,
      weightKg: 70,
      heightCm: 174.5,
      measuredAt: '2026-10-01T03:30:00.000Z',
      notes: 'morning',
      bmi: 23,
      category: 'overweight',
    });
    const normal = await ctx.call<BodyMeasurement>('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: self, weightKg: 69.7, heightCm: 174.5, measuredAt: AT },
    });
    expect(normal.body).toMatchObject({ bmi: 22.9, category: 'normal' });
  });

  it('shows a child their BMI without the adult category', async () => {
    const a = await signUp(ctx);
    const son = await addMember(ctx, a, {
      name: 'Rohan',
      relation: 'son',
      dateOfBirth: '2014-05-02',
    });
    const res = await ctx.call<BodyMeasurement>('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: son, weightKg: 40, heightCm: 145, measuredAt: AT },
    });
    expect(res.body).toMatchObject({ bmi: 19, category: null });
    const list = await ctx.call<BodyMeasurement[]>('GET', `${PATH}?memberId=${son}`, {
      cookie: a.cookie,
    });
    expect(list.body).toEqual([res.body]);
  });

  it('answers 400 with the reason, and 404 for a member of another account', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    for (const [json, message] of [
      [
        { memberId: self, weightKg: 900, heightCm: 170, measuredAt: AT },
        'Weight must be from 0.5 to 350 kg',
      ],
      [
        { memberId: self, weightKg: 60, heightCm: 17, measuredAt: AT },
        'Height must be from 30 to 250 cm',
      ],
      [{ memberId: self, weightKg: 60, measuredAt: AT }, 'Enter the height in cm'],
    ] as const) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const theirs = (await selfMember(ctx, b)).id;
    const foreign = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: theirs, weightKg: 60, heightCm: 160, measuredAt: AT },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('GET, PATCH, DELETE /api/body-measurements/:id', () => {
  it('recomputes BMI after an edit, follows a move to a child, and deletes', async () => {
    const a = await signUp(ctx);
    const son = await addMember(ctx, a, {
      name: 'Rohan',
      relation: 'son',
      dateOfBirth: '2014-05-02',
    });
    const id = await addRecord(ctx, a, PATH, { weightKg: 70, heightCm: 174.5, measuredAt: AT });
    const taller = await ctx.call<BodyMeasurement>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { heightCm: 180 },
    });
    expect(taller.body).toMatchObject({
      weightKg: 70,
      heightCm: 180,
      bmi: 21.6,
      category: 'normal',
    });
    const bad = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { weightKg: 0 },
    });
    expect(bad.body).toEqual({ code: 'VALIDATION', message: 'Weight must be from 0.5 to 350 kg' });
    const moved = await ctx.call<BodyMeasurement>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { memberId: son },
    });
    expect(moved.body).toMatchObject({ memberId: son, bmi: 21.6, category: null });
    const got = await ctx.call<BodyMeasurement>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toEqual(moved.body);
    expect((await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await ctx.call('GET', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(404);
  });

  it("answers 404 for another account's measurement", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, { weightKg: 60, heightCm: 160, measuredAt: AT });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { weightKg: 61 } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Measurement not found' });
    }
  });
});
