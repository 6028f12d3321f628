import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryReadCache } from '@server/db/read-cache';
import { runIfDue } from '@server/jobs/scheduler';
import { missedDosesJob } from '@server/jobs/missed-doses';
import { addMedication } from '../../harness/fixtures';
import { addMember, addRecord, addSample, MEASURED_AT } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * The per-account read cache (ADR 015) must never show a stale session or stale data: each test
 * warms the cache first, then writes the way a user (or a job) would, then reads again. The
 * cache is forced on here, so this runs the same on PGlite and on PostgreSQL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ cache: memoryReadCache({ ttlMs: 3_600_000, maxAccounts: 100 }) });
});
afterAll(() => ctx.close());

const user = (cookie: string) => ctx.call<{ email: string }>('GET', '/api/auth/user', { cookie });

async function secondDevice(a: { email: string; password: string }): Promise<string> {
  const res = await ctx.call('POST', '/api/auth/signin', {
    json: { email: a.email, password: a.password },
  });
  if (!res.cookie) throw new Error(`sign-in failed: ${res.status}`);
  return res.cookie;
}

function resetLink(text: string): string {
  const m = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1]!;
}

describe('cached sessions', () => {
  it('a signed-out session is refused at once, even though it was just read', async () => {
    const a = await signUp(ctx);
    expect((await user(a.cookie)).status).toBe(200);
    expect((await user(a.cookie)).status).toBe(200);
    expect((await ctx.call('POST', '/api/auth/signout', { cookie: a.cookie })).status).toBe(200);
    expect((await user(a.cookie)).status).toBe(401);
  });

  it('a session revoked from another device is refused on its next request', async () => {
    const a = await signUp(ctx);
    const phone = await secondDevice(a);
    expect((await user(phone)).status).toBe(200);
    const list = await ctx.call<{ id: string; current: boolean }[]>('GET', '/api/auth/sessions', {
      cookie: a.cookie,
    });
    const other = list.body.find((s) => !s.current);
    if (!other) throw new Error('no second session');
    const revoked = await ctx.call('DELETE', `/api/auth/sessions/${other.id}`, {
      cookie: a.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await user(phone)).status).toBe(401);
    expect((await user(a.cookie)).status).toBe(200);
  });

  it('a reset by emailed link (no session) signs out cached sessions', async () => {
    const a = await signUp(ctx);
    const phone = await secondDevice(a);
    expect((await user(phone)).status).toBe(200);
    expect((await user(a.cookie)).status).toBe(200);
    ctx.outbox.length = 0;
    await ctx.call('POST', '/api/auth/forgot-password', {
      json: { email: a.email, dateOfBirth: null },
    });
    const token = resetLink(ctx.outbox[0]!.text);
    const reset = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'a-fresh-start-42' },
    });
    expect(reset.status).toBe(200);
    expect((await user(phone)).status).toBe(401);
    expect((await user(a.cookie)).status).toBe(401);
  });

  it('a profile change shows at once on every device', async () => {
    const a = await signUp(ctx);
    const phone = await secondDevice(a);
    expect((await user(phone)).status).toBe(200);
    const patched = await ctx.call('PATCH', '/api/auth/user', {
      cookie: a.cookie,
      json: { timeZone: 'Asia/Dubai' },
    });
    expect(patched.status).toBe(200);
    const seen = await ctx.call<{ user: { timeZone: string } }>('GET', '/api/auth/user', {
      cookie: phone,
    });
    expect(seen.body.user.timeZone).toBe('Asia/Dubai');
  });

  it('a cached session in daily use keeps sliding past 30 days', async () => {
    const a = await signUp(ctx);
    const start = ctx.now;
    try {
      for (let day = 0; day <= 40; day += 10) {
        expect((await user(a.cookie)).status, `day ${day}`).toBe(200);
        ctx.advance(10 * 24 * 60 * 60 * 1000);
      }
    } finally {
      ctx.now = start;
    }
  });

  it('a cached session still expires after 30 days without use', async () => {
    const a = await signUp(ctx);
    expect((await user(a.cookie)).status).toBe(200);
    ctx.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect((await user(a.cookie)).status).toBe(401);
    } finally {
      ctx.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

interface Stats {
  takenToday: number;
  missedToday: number;
  totalMedications: number;
}
interface Med {
  id: string;
  name: string;
  stock: number | null;
  nextDoseAt: string | null;
}

describe('cached medicines and dose logs', () => {
  it('every write shows in the next read of statistics and the list', async () => {
    ctx.now = new Date('2026-11-22T01:30:00.000Z'); // 07:00 IST
    const a = await signUp(ctx);
    const stats = async () =>
      (await ctx.call<Stats>('GET', '/api/statistics', { cookie: a.cookie })).body;
    const meds = async () =>
      (await ctx.call<Med[]>('GET', '/api/medications', { cookie: a.cookie })).body;

    expect((await stats()).totalMedications).toBe(0);
    const id = await addMedication(ctx, a, {
      name: 'Metformin',
      dosage: '500 mg',
      notation: '1-0-1',
      stock: 10,
    });
    expect((await stats()).totalMedications).toBe(2);
    ctx.advance(2 * 60 * 60 * 1000); // 09:00 IST
    const before = await meds();
    expect(before.map((m) => m.name)).toEqual(['Metformin']);
    expect(before[0]!.nextDoseAt).toBe('2026-11-22T02:30:00.000Z'); // 08:00 IST, still due

    const logged = await ctx.call('POST', '/api/medication-logs', {
      cookie: a.cookie,
      json: { medicationId: id, scheduledTime: '2026-11-22T02:30:00.000Z', status: 'taken' },
    });
    expect(logged.status).toBe(201);
    expect((await stats()).takenToday).toBe(1);
    const after = await meds();
    expect(after[0]!.stock).toBe(9);
    expect(after[0]!.nextDoseAt).toBe('2026-11-22T14:30:00.000Z'); // 20:00 IST

    const renamed = await ctx.call('PATCH', `/api/medications/${id}`, {
      cookie: a.cookie,
      json: { name: 'Metformin SR' },
    });
    expect(renamed.status).toBe(200);
    expect((await meds())[0]!.name).toBe('Metformin SR');

    expect((await ctx.call('DELETE', `/api/medications/${id}`, { cookie: a.cookie })).status).toBe(
      200,
    );
    expect(await meds()).toEqual([]);
    expect((await stats()).totalMedications).toBe(0);
  });

  it('the missed-doses job invalidates the accounts it wrote to, and only those', async () => {
    ctx.now = new Date('2026-11-22T01:30:00.000Z'); // 07:00 IST
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await addMedication(ctx, a, { name: 'Amlodipine', dosage: '5 mg', notation: '1-0-1' });
    ctx.advance(3 * 60 * 60 * 1000 + 60_000); // 10:01 IST: the 08:00 dose is two hours late
    const queriesFor = async (cookie: string) => {
      ctx.queries.length = 0;
      expect((await ctx.call('GET', '/api/statistics', { cookie })).status).toBe(200);
      return ctx.queries.length;
    };
    await queriesFor(a.cookie);
    await queriesFor(b.cookie);
    expect(await queriesFor(a.cookie)).toBe(0); // cached
    await runIfDue(ctx.deps, missedDosesJob, ctx.now);
    expect(await queriesFor(a.cookie)).toBeGreaterThan(0); // a's missed dose was logged
    expect(await queriesFor(b.cookie)).toBe(0); // b had nothing to log
    const logs = await ctx.call<{ status: string }[]>('GET', '/api/medication-logs', {
      cookie: a.cookie,
    });
    expect(logs.body.map((l) => l.status)).toContain('missed');
  });
});

describe('cached health lists', () => {
  const list = async (cookie: string, path: string) => {
    ctx.queries.length = 0;
    const res = await ctx.call<{ id: string }[]>('GET', path, { cookie });
    expect(res.status).toBe(200);
    return { ids: res.body.map((r) => r.id), queries: ctx.queries.length };
  };

  it("a tracker's write shows in its list and leaves the other trackers' lists cached", async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const bp = `/api/blood-pressure?memberId=${mother}`;
    const sugar = `/api/sugar-levels?memberId=${mother}`;
    await addRecord(
      ctx,
      a,
      '/api/sugar-levels',
      { value: 96, type: 'fasting', measuredAt: MEASURED_AT },
      mother,
    );
    await list(a.cookie, bp);
    const sugarBefore = await list(a.cookie, sugar);
    expect((await list(a.cookie, sugar)).queries).toBe(0);

    const added = await addRecord(
      ctx,
      a,
      '/api/blood-pressure',
      { systolic: 128, diastolic: 78, measuredAt: MEASURED_AT },
      mother,
    );
    expect((await list(a.cookie, bp)).ids).toEqual([added]);
    const sugarAfter = await list(a.cookie, sugar);
    expect(sugarAfter).toEqual({ ids: sugarBefore.ids, queries: 0 });

    const edited = await ctx.call('PATCH', `/api/blood-pressure/${added}`, {
      cookie: a.cookie,
      json: { systolic: 140 },
    });
    expect(edited.status).toBe(200);
    const after = await ctx.call<{ systolic: number }[]>('GET', bp, { cookie: a.cookie });
    expect(after.body.map((r) => r.systolic)).toEqual([140]);

    expect(
      (await ctx.call('DELETE', `/api/blood-pressure/${added}`, { cookie: a.cookie })).status,
    ).toBe(200);
    expect((await list(a.cookie, bp)).ids).toEqual([]);
  });

  it('a change to the family (a member removed) drops every cached list', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    await addRecord(
      ctx,
      a,
      '/api/body-measurements',
      { weightKg: 64, heightCm: 168, measuredAt: MEASURED_AT },
      mother,
    );
    const body = `/api/body-measurements?memberId=${mother}`;
    const all = '/api/body-measurements';
    expect((await list(a.cookie, body)).ids).toHaveLength(1);
    expect((await list(a.cookie, all)).ids).toHaveLength(1);
    const removed = await ctx.call('DELETE', `/api/family-members/${mother}`, { cookie: a.cookie });
    expect(removed.status).toBe(200);
    expect((await list(a.cookie, all)).ids).toEqual([]);
  });

  it("another account's writes never touch this account's lists", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await addSample(ctx, a, '/api/blood-pressure');
    expect((await list(a.cookie, '/api/blood-pressure')).ids).toHaveLength(1);
    await addSample(ctx, b, '/api/blood-pressure');
    const again = await list(a.cookie, '/api/blood-pressure');
    expect(again.ids).toHaveLength(1);
    expect(again.queries).toBe(0);
  });
});
