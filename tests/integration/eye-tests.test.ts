import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EyeTest } from '@core/contract/health';
import type { myopiaChange } from '@core/health/eyesight';
import { addMember, addRecord, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Answer = EyeTest & { change: ReturnType<typeof myopiaChange> | null };
const PATH = '/api/eye-tests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SON = { name: 'Rohan', relation: 'son', dateOfBirth: '2014-05-02' };

describe('POST /api/eye-tests', () => {
  it("records two tests a year apart and shows each eye's change per year", async () => {
    const a = await signUp(ctx);
    const son = await addMember(ctx, a, SON);
    const first = await ctx.call<Answer>('POST', PATH, {
      cookie: a.cookie,
      json: {
        memberId: son,
        testDate: '2025-10-01',
        right: { sph: -1, acuity: '6/12' },
        left: { sph: -0.75, cyl: -0.5, axis: 180 },
        pd: 58.5,
        nextCheckup: '2026-10-01',
        notes: 'Dr. Rao',
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      memberId: son,
      testDate: '2025-10-01',
      right: { sph: -1, cyl: null, axis: null, add: null, acuity: '6/12' },
      left: { sph: -0.75, cyl: -0.5, axis: 180, add: null, acuity: null },
      pd: 58.5,
      nextCheckup: '2026-10-01',
      notes: 'Dr. Rao',
      change: null,
    });
    const second = await ctx.call<Answer>('POST', PATH, {
      cookie: a.cookie,
      json: {
        memberId: son,
        testDate: '2026-10-01',
        right: { sph: -1.75 },
        left: { sph: -1.5, cyl: -0.5, axis: 175 },
      },
    });
    expect(second.status).toBe(201);
    expect(second.body.change).toEqual({
      days: 365,
      right: { from: -1, to: -1.75, change: -0.75, perYear: -0.75, progressing: true },
      left: { from: -1, to: -1.75, change: -0.75, perYear: -0.75, progressing: true },
    });
    // Another member's tests are not this member's history.
    const self = (await selfMember(ctx, a)).id;
    const mine = await addRecord(
      ctx,
      a,
      PATH,
      {
        testDate: '2026-10-05',
        right: { sph: 0 },
        left: { sph: 0 },
      },
      self,
    );
    const list = await ctx.call<Answer[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body.map((t) => [t.id, t.change?.days ?? null])).toEqual([
      [mine, null],
      [second.body.id, 365],
      [first.body.id, null],
    ]);
    // A range that leaves the earlier test out still shows the change since it.
    const recent = await ctx.call<Answer[]>('GET', `${PATH}?memberId=${son}&from=2026-01-01`, {
      cookie: a.cookie,
    });
    expect(recent.body).toEqual([second.body]);
  });

  it('answers 400 with the reason, and 404 for a member of another account', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    const base = { memberId: self, testDate: '2026-10-01', left: { sph: 0 } };
    for (const [json, message] of [
      [{ ...base, right: { sph: -1, cyl: -0.5 } }, 'Enter AXIS (1 to 180) when CYL is not zero'],
      [{ ...base, right: { sph: -1.1 } }, 'SPH must be from -20.00 to +20.00 in steps of 0.25'],
      [{ ...base, right: { sph: 0 }, pd: 100 }, 'PD must be from 40 to 80 mm, in steps of 0.5'],
      [
        { ...base, right: { sph: 0 }, nextCheckup: '2026-09-01' },
        'The next check-up must be after the test date',
      ],
    ] as const) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const theirs = (await selfMember(ctx, b)).id;
    const foreign = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { ...base, memberId: theirs, right: { sph: 0 } },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('GET, PATCH, DELETE /api/eye-tests/:id', () => {
  it('edits one eye, re-checks the dates against the stored ones, and deletes', async () => {
    const a = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, {
      testDate: '2026-03-01',
      right: { sph: -2 },
      left: { sph: -2.25 },
      nextCheckup: '2026-09-01',
    });
    const late = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { testDate: '2026-10-01' },
    });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: 'VALIDATION',
      message: 'The next check-up must be after the test date',
    });
    const edited = await ctx.call<Answer>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { right: { sph: -2.5, cyl: -0.75, axis: 90, add: 1.5, acuity: '6/9' }, pd: 62 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      testDate: '2026-03-01',
      right: { sph: -2.5, cyl: -0.75, axis: 90, add: 1.5, acuity: '6/9' },
      left: { sph: -2.25, cyl: null, axis: null, add: null, acuity: null },
      pd: 62,
      nextCheckup: '2026-09-01',
    });
    const got = await ctx.call<Answer>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toEqual(edited.body);
    expect((await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await ctx.call('GET', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(404);
  });

  it("answers 404 for another account's eye test", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, {
      testDate: '2026-03-01',
      right: { sph: -2 },
      left: { sph: -2 },
    });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { notes: 'x' } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Eye test not found' });
    }
  });
});
