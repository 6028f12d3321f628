import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BloodPressureReading } from '@core/contract/health';
import { addMember, addRecord, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Reading = BloodPressureReading & { advice: string };
const PATH = '/api/blood-pressure';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/blood-pressure', () => {
  it('logs 130/85 for mother as stage 1, and 185/125 as a crisis with advice to seek care now', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const stage1 = await ctx.call<Reading>('POST', PATH, {
      cookie: a.cookie,
      json: {
        memberId: mother,
        systolic: 130,
        diastolic: 85,
        pulse: 72,
        measuredAt: '2026-10-01T09:00:00+05:30',
        arm: 'left',
        notes: ' after breakfast ',
      },
    });
    expect(stage1.status).toBe(201);
    expect(stage1.body).toEqual({
      id: expect.any(String),
      memberId: mother,
      systolic: 130,
      diastolic: 85,
      pulse: 72,
      measuredAt: '2026-10-01T03:30:00.000Z',
      arm: 'left',
      notes: 'after breakfast',
      category: 'stage1',
      advice: expect.stringContaining('stage 1'),
    });
    const crisis = await ctx.call<Reading>('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: mother, systolic: 185, diastolic: 125, measuredAt: '2026-10-02T03:30:00Z' },
    });
    expect(crisis.status).toBe(201);
    expect(crisis.body).toMatchObject({ category: 'crisis', pulse: null, arm: null, notes: null });
    expect(crisis.body.advice).toMatch(/Seek emergency care now: call 112/);
  });

  it('answers 400 with the reason for a bad reading, and saves nothing', async () => {
    const a = await signUp(ctx);
    const self = await selfMember(ctx, a);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { memberId: self.id, systolic: 80, diastolic: 120, measuredAt: '2026-10-01T03:30:00Z' },
        'The top number (systolic) must be higher than the bottom number (diastolic)',
      ],
      [
        { systolic: 120, diastolic: 80, measuredAt: '2026-10-01T03:30:00Z' },
        'Please choose a family member',
      ],
      [
        { memberId: self.id, systolic: 1200, diastolic: 80, measuredAt: '2026-10-01T03:30:00Z' },
        'The top number (systolic) must be a whole number from 50 to 260',
      ],
      [
        { memberId: self.id, systolic: 120, diastolic: 80, measuredAt: '2999-01-01T00:00:00Z' },
        'The time cannot be in the future',
      ],
    ];
    for (const [json, message] of cases) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const list = await ctx.call<Reading[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body).toEqual([]);
  });

  it("answers 404 for another account's member", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const theirs = await selfMember(ctx, b);
    const res = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: {
        memberId: theirs.id,
        systolic: 120,
        diastolic: 80,
        measuredAt: '2026-10-01T03:30:00Z',
      },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Family member not found' });
    const theirList = await ctx.call<Reading[]>('GET', PATH, { cookie: b.cookie });
    expect(theirList.body).toEqual([]);
  });
});

describe('GET /api/blood-pressure', () => {
  it('lists newest first, by member and by days in the account time zone', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const self = (await selfMember(ctx, a)).id;
    const add = (memberId: string, measuredAt: string, systolic = 118) =>
      addRecord(ctx, a, PATH, { systolic, diastolic: 76, measuredAt }, memberId);
    const early = await add(self, '2026-09-30T18:00:00Z'); // 30 Sep, 23:30 in India
    const late = await add(self, '2026-09-30T18:40:00Z'); // 1 Oct, 00:10 in India
    const hers = await add(mother, '2026-10-05T03:30:00Z', 142);
    const ids = async (query: string) => {
      const res = await ctx.call<Reading[]>('GET', `${PATH}${query}`, { cookie: a.cookie });
      expect(res.status, query).toBe(200);
      return res.body.map((r) => r.id);
    };
    expect(await ids('')).toEqual([hers, late, early]);
    expect(await ids(`?memberId=${self}`)).toEqual([late, early]);
    expect(await ids(`?memberId=${mother}`)).toEqual([hers]);
    expect(await ids('?to=2026-09-30')).toEqual([early]);
    expect(await ids('?from=2026-10-01&to=2026-10-01')).toEqual([late]);
    expect(await ids('?from=2026-09-30T18:30:00Z')).toEqual([hers, late]);
    expect(await ids('?limit=1')).toEqual([hers]);
  });

  it('answers 400 with a message for a bad filter', async () => {
    const a = await signUp(ctx);
    for (const [query, message] of [
      ['?from=2026-10-05&to=2026-10-01', 'The start of the range must be before its end'],
      ['?limit=many', 'The limit must be a whole number from 1 to 1000'],
      ['?memberId=mum', 'Please choose a family member'],
      ['?from=yesterday', 'Please enter a valid date'],
    ]) {
      const res = await ctx.call('GET', `${PATH}${query}`, { cookie: a.cookie });
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
  });

  it("answers an empty list for another account's member, never their readings", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const theirs = await selfMember(ctx, b);
    await addRecord(ctx, b, PATH, {
      systolic: 120,
      diastolic: 80,
      measuredAt: '2026-10-01T03:30:00Z',
    });
    const res = await ctx.call<Reading[]>('GET', `${PATH}?memberId=${theirs.id}`, {
      cookie: a.cookie,
    });
    expect(res.body).toEqual([]);
  });
});

describe('GET, PATCH, DELETE /api/blood-pressure/:id', () => {
  it('reads, edits with the stored numbers re-checked, and deletes', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const id = await addRecord(ctx, a, PATH, {
      systolic: 130,
      diastolic: 85,
      measuredAt: '2026-10-01T03:30:00Z',
    });
    const got = await ctx.call<Reading>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toMatchObject({ id, systolic: 130, category: 'stage1' });

    // 80 alone is a fine number; against the stored bottom number 85 it is not.
    const broken = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { systolic: 80 },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      code: 'VALIDATION',
      message: 'The top number (systolic) must be higher than the bottom number (diastolic)',
    });

    const edited = await ctx.call<Reading>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { systolic: 145, memberId: mother, notes: 'left arm', pulse: 80 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      systolic: 145,
      diastolic: 85,
      memberId: mother,
      pulse: 80,
      notes: 'left arm',
      category: 'stage2',
      measuredAt: '2026-10-01T03:30:00.000Z',
    });
    const cleared = await ctx.call<Reading>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { pulse: null, measuredAt: '2026-10-03T03:30:00Z' },
    });
    expect(cleared.body).toMatchObject({ pulse: null, measuredAt: '2026-10-03T03:30:00.000Z' });

    const empty = await ctx.call('PATCH', `${PATH}/${id}`, { cookie: a.cookie, json: {} });
    expect(empty.body).toEqual({ code: 'VALIDATION', message: 'Nothing to update' });

    const removed = await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie });
    expect(removed.status).toBe(200);
    const gone = await ctx.call('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'NOT_FOUND', message: 'Blood pressure reading not found' });
  });

  it("answers 404 for another account's reading or member, and changes nothing", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, {
      systolic: 121,
      diastolic: 79,
      measuredAt: '2026-10-01T03:30:00Z',
    });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { systolic: 150 } : undefined,
      });
      expect(res.status, method).toBe(404);
    }
    const theirs = await selfMember(ctx, b);
    const moved = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { memberId: theirs.id },
    });
    expect(moved.status).toBe(404);
    const still = await ctx.call<Reading>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(still.body).toMatchObject({ systolic: 121, category: 'elevated' });
  });
});
