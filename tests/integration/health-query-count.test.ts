import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addRecord, MEASURED_AT, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * docs/architecture.md "Budgets": a constant number of queries per request, whatever the data size.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function queriesFor(cookie: string, path: string): Promise<number> {
  ctx.queries.length = 0;
  const res = await ctx.call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return ctx.queries.length;
}

/** The queries a request makes beyond loading its session (the session code's own business). */
async function featureQueries(cookie: string, method: string, path: string, json?: unknown) {
  ctx.queries.length = 0;
  const res = await ctx.call(method, path, { cookie, json });
  expect(res.status, path).toBeLessThan(300);
  return ctx.queries.filter((q) => !q.includes('"sessions"')).length;
}

type Owner = Awaited<ReturnType<typeof signUp>>;

/** `n` members, each with `n` records of every kind, days apart. */
async function fill(owner: Owner, n: number): Promise<string> {
  const members = [(await selfMember(ctx, owner)).id];
  for (let i = 1; i < n; i++) {
    members.push(await addMember(ctx, owner, { name: `Member ${i}`, relation: 'other' }));
  }
  for (const memberId of members) {
    for (let d = 0; d < n; d++) {
      const day = `2026-0${1 + d}-1${d}`;
      const measuredAt = `${day}T03:30:00Z`;
      const add = (path: string, body: Record<string, unknown>) =>
        addRecord(ctx, owner, path, body, memberId);
      await add('/api/blood-pressure', { systolic: 120 + d, diastolic: 80, measuredAt });
      await add('/api/sugar-levels', { value: 100 + d, type: 'fasting', measuredAt });
      await add('/api/periods', { startDate: day });
      await add('/api/body-measurements', { weightKg: 60 + d, heightCm: 165, measuredAt });
      await add('/api/eye-tests', { testDate: day, right: { sph: -d / 4 }, left: { sph: 0 } });
    }
  }
  return members[0]!;
}

describe('queries per request for the health trackers', () => {
  it('stay the same with 5 times the members and readings', async () => {
    ctx.now = new Date('2026-11-20T04:30:00.000Z');
    const small = await signUp(ctx);
    const large = await signUp(ctx);
    const smallSelf = await fill(small, 1);
    const largeSelf = await fill(large, 5);
    const paths = (self: string) => [
      '/api/family-members',
      '/api/blood-pressure',
      '/api/sugar-levels',
      '/api/periods',
      '/api/body-measurements',
      '/api/eye-tests',
      `/api/eye-tests?memberId=${self}&from=2026-01-01`,
      `/api/periods/prediction?memberId=${self}`,
      '/api/period-reminders',
      '/api/health-reminders',
    ];
    const smallPaths = paths(smallSelf);
    for (const [i, path] of paths(largeSelf).entries()) {
      expect(await queriesFor(large.cookie, path), path).toBe(
        await queriesFor(small.cookie, smallPaths[i]!),
      );
    }
  });
});

describe('each health request', () => {
  it('is one query beyond the session, ownership checks included', async () => {
    ctx.now = new Date('2026-11-20T04:30:00.000Z');
    const owner = await signUp(ctx);
    const self = await fill(owner, 2);
    const paths = [
      '/api/family-members',
      '/api/blood-pressure',
      `/api/blood-pressure?memberId=${self}&limit=30`,
      `/api/sugar-levels?memberId=${self}&from=2026-01-01&to=2026-11-20`,
      '/api/periods',
      `/api/body-measurements?memberId=${self}`,
      '/api/eye-tests',
      `/api/periods/prediction?memberId=${self}`,
      '/api/period-reminders',
      '/api/health-reminders',
    ];
    for (const path of paths) {
      expect(await featureQueries(owner.cookie, 'GET', path), path).toBe(1);
    }
    // The insert itself checks that the member is the account's.
    const reading = { memberId: self, systolic: 121, diastolic: 79, measuredAt: MEASURED_AT };
    expect(await featureQueries(owner.cookie, 'POST', '/api/blood-pressure', reading)).toBe(1);
  });
});
