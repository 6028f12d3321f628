import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@core/contract/auth';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * ADR 010: Profile's sessions list says when each session was last active, true to
 * within a few minutes while it is in use, without a write on every request.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

async function sessionsOf(cookie: string): Promise<SessionInfo[]> {
  const res = await ctx.call<SessionInfo[]>('GET', '/api/auth/sessions', { cookie });
  expect(res.status).toBe(200);
  return res.body;
}

/** UPDATEs of the sessions table made by `run`'s requests. */
async function sessionWrites(run: () => Promise<unknown>): Promise<number> {
  ctx.queries.length = 0;
  await run();
  return ctx.queries.filter((q) => /^update "sessions"/i.test(q)).length;
}

describe('a session’s last active time', () => {
  it('follows use to within 5 minutes, each session its own', async () => {
    const phone = await signUp(ctx);
    const signedInAt = ctx.now.getTime();
    const laptop = await ctx.call('POST', '/api/auth/signin', {
      json: { email: phone.email, password: phone.password },
    });
    // In use on the phone for 25 minutes, a request a minute; the laptop left alone.
    for (let i = 0; i < 25; i += 1) {
      ctx.advance(MINUTE);
      expect((await ctx.call('GET', '/api/auth/user', { cookie: phone.cookie })).status).toBe(200);
    }
    const list = await sessionsOf(phone.cookie);
    const current = list.find((s) => s.current)!;
    const other = list.find((s) => !s.current)!;
    expect(ctx.now.getTime() - Date.parse(current.lastSeenAt)).toBeLessThanOrEqual(5 * MINUTE);
    expect(Date.parse(other.lastSeenAt)).toBe(signedInAt);
    // The list puts the session used last first.
    expect(list[0]!.current).toBe(true);

    // The laptop used again: its time moves, the phone's stays.
    ctx.advance(MINUTE);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: laptop.cookie! })).status).toBe(200);
    const after = await sessionsOf(laptop.cookie!);
    expect(Date.parse(after.find((s) => s.current)!.lastSeenAt)).toBe(ctx.now.getTime());
  });

  it('is written at most once in 5 minutes however many requests come', async () => {
    const { cookie } = await signUp(ctx);
    const requests = async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
      }
    };
    ctx.advance(6 * MINUTE);
    expect(await sessionWrites(requests)).toBe(1);
    ctx.advance(MINUTE);
    expect(await sessionWrites(requests)).toBe(0);
    ctx.advance(4 * MINUTE + 1);
    expect(await sessionWrites(requests)).toBe(1);
  });
});
