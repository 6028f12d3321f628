import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Period } from '@core/contract/health';
import type { PeriodPrediction } from '@core/health/cycle';
import { addMember, addRecord, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const PATH = '/api/periods';
type Reminder = { shouldRemind: boolean; daysUntilDue: number | null; message: string | null };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.now = new Date(iso);
};

/** Four periods 28, 30 and 31 days apart: mean 29.7 → 30 days, spread ±2. */
const STARTS = ['2026-07-05', '2026-08-02', '2026-09-01', '2026-10-02'];

async function logFour(owner: { cookie: string }, memberId?: string): Promise<string[]> {
  const ids: string[] = [];
  for (const startDate of STARTS) {
    ids.push(await addRecord(ctx, owner, PATH, { startDate, flow: 'medium' }, memberId));
  }
  return ids;
}

describe('prediction and reminder', () => {
  it('predicts the next period with a window from four logged ones, and reminds 2 days before', async () => {
    at('2026-10-20T04:30:00Z');
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    await logFour(a);
    const prediction = await ctx.call<PeriodPrediction>(
      'GET',
      `${PATH}/prediction?memberId=${self}`,
      { cookie: a.cookie },
    );
    expect(prediction.status).toBe(200);
    expect(prediction.body).toEqual({
      nextStart: '2026-11-01',
      windowStart: '2026-10-30',
      windowEnd: '2026-11-03',
      ovulation: '2026-10-18',
      fertileStart: '2026-10-13',
      fertileEnd: '2026-10-19',
      averageCycleLength: 30,
      irregular: false,
      daysUntilDue: 12,
      cyclesUsed: 3,
    });

    const reminder = async () =>
      (await ctx.call<Reminder>('GET', '/api/period-reminders', { cookie: a.cookie })).body;
    // 30 Oct starts at 18:30 UTC on the 29th in India: "today" is the account's day.
    at('2026-10-29T18:29:00Z');
    expect(await reminder()).toEqual({ shouldRemind: false, daysUntilDue: 3, message: null });
    at('2026-10-29T18:31:00Z');
    expect(await reminder()).toEqual({
      shouldRemind: true,
      daysUntilDue: 2,
      message: 'Your period is due in 2 day(s)',
    });
    at('2026-11-01T04:30:00Z');
    expect(await reminder()).toEqual({
      shouldRemind: true,
      daysUntilDue: 0,
      message: 'Your period is due today',
    });
    // A week late the reminders stop rather than say "due today" for ever.
    at('2026-11-09T04:30:00Z');
    expect(await reminder()).toEqual({ shouldRemind: false, daysUntilDue: -8, message: null });
  });

  it('answers nulls before anything is logged, and the 28-day default after one period', async () => {
    at('2026-10-20T04:30:00Z');
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    const empty = await ctx.call<PeriodPrediction>('GET', `${PATH}/prediction?memberId=${self}`, {
      cookie: a.cookie,
    });
    expect(Object.values(empty.body).every((v) => v === null)).toBe(true);
    const none = await ctx.call<Reminder>('GET', '/api/period-reminders', { cookie: a.cookie });
    expect(none.body).toEqual({ shouldRemind: false, daysUntilDue: null, message: null });

    await addRecord(ctx, a, PATH, { startDate: '2026-10-02' });
    const one = await ctx.call<PeriodPrediction>('GET', `${PATH}/prediction?memberId=${self}`, {
      cookie: a.cookie,
    });
    expect(one.body).toMatchObject({
      nextStart: '2026-10-30',
      averageCycleLength: 28,
      cyclesUsed: 0,
    });
  });

  it('leaves an excluded cycle out of the prediction', async () => {
    at('2026-10-20T04:30:00Z');
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    const ids = await logFour(a);
    const excluded = await ctx.call<Period>('PATCH', `${PATH}/${ids[0]}`, {
      cookie: a.cookie,
      json: { excluded: true },
    });
    expect(excluded.body.excluded).toBe(true);
    const prediction = await ctx.call<PeriodPrediction>(
      'GET',
      `${PATH}/prediction?memberId=${self}`,
      { cookie: a.cookie },
    );
    // 30 and 31 days remain: mean 30.5, rounded half up to 31.
    expect(prediction.body).toMatchObject({
      cyclesUsed: 2,
      averageCycleLength: 31,
      nextStart: '2026-11-02',
    });
  });

  it("reminds the account holder about their own periods only, not a family member's", async () => {
    at('2026-10-31T04:30:00Z');
    const a = await signUp(ctx);
    const wife = await addMember(ctx, a, { name: 'Priya', relation: 'spouse', gender: 'female' });
    await logFour(a, wife);
    const reminder = await ctx.call<Reminder>('GET', '/api/period-reminders', { cookie: a.cookie });
    expect(reminder.body).toEqual({ shouldRemind: false, daysUntilDue: null, message: null });
    const hers = await ctx.call<PeriodPrediction>('GET', `${PATH}/prediction?memberId=${wife}`, {
      cookie: a.cookie,
    });
    expect(hers.body).toMatchObject({ nextStart: '2026-11-01', daysUntilDue: 1 });
  });

  it("answers 400 without a member, and 404 for another account's member", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const missing = await ctx.call('GET', `${PATH}/prediction`, { cookie: a.cookie });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'VALIDATION', message: 'Please choose a family member' });
    const theirs = (await selfMember(ctx, b)).id;
    await addRecord(ctx, b, PATH, { startDate: '2026-10-02' });
    const foreign = await ctx.call('GET', `${PATH}/prediction?memberId=${theirs}`, {
      cookie: a.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Family member not found' });
  });
});

describe('/api/periods', () => {
  it('logs a period with its details, lists newest first by range, and refuses a start twice', async () => {
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    const res = await ctx.call<Period>('POST', PATH, {
      cookie: a.cookie,
      json: {
        memberId: self,
        startDate: '2026-10-02',
        endDate: '2026-10-06',
        flow: 'heavy',
        symptoms: ['Cramps', 'Headache'],
        notes: 'took rest',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      memberId: self,
      startDate: '2026-10-02',
      endDate: '2026-10-06',
      flow: 'heavy',
      symptoms: ['Cramps', 'Headache'],
      notes: 'took rest',
      excluded: false,
    });
    const earlier = await addRecord(ctx, a, PATH, { startDate: '2026-09-01' });
    const list = await ctx.call<Period[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body.map((p) => p.id)).toEqual([res.body.id, earlier]);
    const september = await ctx.call<Period[]>('GET', `${PATH}?from=2026-09-01&to=2026-09-30`, {
      cookie: a.cookie,
    });
    expect(september.body.map((p) => p.id)).toEqual([earlier]);

    const twice = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: self, startDate: '2026-10-02' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      code: 'PERIOD_TAKEN',
      message: 'A period starting on this date is already logged: please edit that one',
    });
    const moved = await ctx.call('PATCH', `${PATH}/${earlier}`, {
      cookie: a.cookie,
      json: { startDate: '2026-10-02' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'PERIOD_TAKEN' });
  });

  it('answers 400 with the reason, on create and on an edit that breaks the stored dates', async () => {
    const a = await signUp(ctx);
    const self = (await selfMember(ctx, a)).id;
    for (const [json, message] of [
      [
        { memberId: self, startDate: '2026-10-05', endDate: '2026-10-01' },
        'The end date cannot be before the start date',
      ],
      [{ memberId: self, startDate: '2999-10-05' }, 'The start date cannot be in the future'],
      [
        { memberId: self, startDate: '2026-10-01', flow: 'lots' },
        'Flow must be spotting, light, medium or heavy',
      ],
    ] as const) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const id = await addRecord(ctx, a, PATH, { startDate: '2026-10-02', endDate: '2026-10-06' });
    const later = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { startDate: '2026-10-08' },
    });
    expect(later.status).toBe(400);
    expect(later.body).toEqual({
      code: 'VALIDATION',
      message: 'The end date cannot be before the start date',
    });
    const fixed = await ctx.call<Period>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { startDate: '2026-10-03', symptoms: ['Bloating'] },
    });
    expect(fixed.body).toMatchObject({
      startDate: '2026-10-03',
      endDate: '2026-10-06',
      symptoms: ['Bloating'],
      flow: null,
    });
  });

  it("gets and deletes one, and answers 404 for another account's period or member", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addRecord(ctx, a, PATH, { startDate: '2026-10-02' });
    const got = await ctx.call<Period>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toMatchObject({ id, startDate: '2026-10-02', symptoms: [], excluded: false });
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { flow: 'light' } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'PERIOD_NOT_FOUND', message: 'Period not found' });
    }
    const theirs = (await selfMember(ctx, b)).id;
    const foreign = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { memberId: theirs, startDate: '2026-09-02' },
    });
    expect(foreign.status).toBe(404);
    expect((await ctx.call('DELETE', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await ctx.call('GET', `${PATH}/${id}`, { cookie: a.cookie })).status).toBe(404);
  });
});
