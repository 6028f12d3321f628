import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SugarReading } from '@core/contract/health';
import { addMember, addRecord, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Reading = SugarReading & { advice: string };
const PATH = '/api/sugar-levels';
const AT = '2026-10-01T03:30:00Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/sugar-levels', () => {
  it('classifies by reading type: fasting 126 is in the diabetes range, 125 prediabetes', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const post = (value: number, type: string) =>
      ctx.call<Reading>('POST', PATH, {
        cookie: a.cookie,
        json: { memberId: mother, value, type, measuredAt: AT },
      });
    const diabetes = await post(126, 'fasting');
    expect(diabetes.status).toBe(201);
    expect(diabetes.body).toEqual({
      id: expect.any(String),
      memberId: mother,
      value: 126,
      type: 'fasting',
      measuredAt: '2026-10-01T03:30:00.000Z',
      notes: null,
      category: 'diabetes',
      advice: expect.stringContaining('diabetes range'),
    });
    expect((await post(125, 'fasting')).body.category).toBe('prediabetes');
    expect((await post(126, 'after_meal')).body.category).toBe('normal');
    expect((await post(126.1, 'random')).body.value).toBe(126.1);
    expect((await post(6.5, 'hba1c')).body.category).toBe('diabetes');
    const low = await post(50, 'before_meal');
    expect(low.body).toMatchObject({ category: 'very_low', advice: expect.stringMatching(/15 g/) });
  });

  it('answers 400 with the reason, and 404 for a member of another account', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    for (const [json, message] of [
      [
        { memberId: self, value: 5000, type: 'fasting', measuredAt: AT },
        'Sugar must be from 10 to 1000 mg/dL',
      ],
      [
        { memberId: self, value: 40, type: 'hba1c', measuredAt: AT },
        'HbA1c must be from 3 to 20 %',
      ],
      [
        { memberId: self, value: 96, type: 'pp', measuredAt: AT },
        'Please choose when the sugar was measured',
      ],
      [{ memberId: self, type: 'fasting', measuredAt: AT }, 'Enter the sugar value'],
    ] as const) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const theirs = (await selfMember(ctx, b)).id;
    const foreign = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: theirs, value: 96, type: 'fasting', measuredAt: AT },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('GET /api/sugar-levels', () => {
  it('lists newest first and filters by member and range', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const first = await addRecord(ctx, a, PATH, { value: 90, type: 'fasting', measuredAt: AT });
    const second = await addRecord(
      ctx,
      a,
      PATH,
      { value: 150, type: 'after_meal', measuredAt: '2026-10-03T06:30:00Z' },
      mother,
    );
    const list = await ctx.call<Reading[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body.map((r) => [r.id, r.category])).toEqual([
      [second, 'prediabetes'],
      [first, 'normal'],
    ]);
    const hers = await ctx.call<Reading[]>('GET', `${PATH}?memberId=${mother}&from=2026-10-02`, {
      cookie: a.cookie,
    });
    expect(hers.body.map((r) => r.id)).toEqual([second]);
    const bad = await ctx.call('GET', `${PATH}?limit=0`, { cookie: a.cookie });
    expect(bad.body).toEqual({
      code: 'VALIDATION',
      message: 'The limit must be a whole number from 1 to 1000',
    });
  });
});

describe('GET, PATCH, DELETE /api/sugar-levels/:id', () => {
  it('re-checks a new type against the stored value, recomputes the category, deletes', async () => {
    const a = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, { value: 126, type: 'fasting', measuredAt: AT });
    // 126 is a glucose value, not an HbA1c: a type sent alone must fit the stored value.
    const wrong = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { type: 'hba1c' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'VALIDATION', message: 'HbA1c must be from 3 to 20 %' });
    const retyped = await ctx.call<Reading>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { type: 'after_meal', notes: 'lunch' },
    });
    expect(retyped.body).toMatchObject({
      value: 126,
      type: 'after_meal',
      category: 'normal',
      notes: 'lunch',
    });
    const both = await ctx.call<Reading>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { type: 'hba1c', value: 5.9 },
    });
    expect(both.body).toMatchObject({ value: 5.9, type: 'hba1c', category: 'prediabetes' });
    const got = await ctx.call<Reading>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toEqual(both.body);
    expect((await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(404);
  });

  it("answers 404 for another account's reading", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, { value: 96, type: 'fasting', measuredAt: AT });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { value: 200 } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Sugar reading not found' });
    }
  });
});
