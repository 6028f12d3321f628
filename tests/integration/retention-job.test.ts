// ADR 029: the privacy policy's retention is what the code does. Ended sessions (their device
// and address), used-up reset tokens and attempt counters older than their window are deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { passwordResetTokens, rateLimits, sessions } from '@server/db/schema';
import { retentionJob } from '@server/jobs/retention';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60_000;

describe('retention job', () => {
  it('deletes ended sessions, expired reset tokens and stale attempt counters, and keeps the rest', async () => {
    const owner = await signUp(ctx);
    const now = new Date('2026-12-10T06:00:00.000Z');
    const { db } = ctx.database;
    const [ended, live] = await db
      .insert(sessions)
      .values([
        {
          userId: owner.user.id,
          tokenHash: `ended-${owner.user.id}`,
          expiresAt: new Date(now.getTime() - 1000),
          ip: '203.0.113.7',
          userAgent: 'Old phone',
        },
        {
          userId: owner.user.id,
          tokenHash: `live-${owner.user.id}`,
          expiresAt: new Date(now.getTime() + HOUR),
        },
      ])
      .returning({ id: sessions.id });
    const [expiredToken, liveToken] = await db
      .insert(passwordResetTokens)
      .values([
        {
          userId: owner.user.id,
          tokenHash: `t-old-${owner.user.id}`,
          expiresAt: new Date(now.getTime() - 1),
        },
        {
          userId: owner.user.id,
          tokenHash: `t-new-${owner.user.id}`,
          expiresAt: new Date(now.getTime() + HOUR),
        },
      ])
      .returning({ id: passwordResetTokens.id });
    await db.insert(rateLimits).values([
      {
        key: 'signin:account:old@example.in',
        count: 3,
        windowStart: new Date(now.getTime() - HOUR - 1),
      },
      {
        key: 'signin:account:new@example.in',
        count: 1,
        windowStart: new Date(now.getTime() - HOUR + 60_000),
      },
    ]);

    expect(await retentionJob.run(ctx.deps, now)).toMatch(/deleted/);

    const sessionIds = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [ended!.id, live!.id]))
    ).map((r) => r.id);
    expect(sessionIds).toEqual([live!.id]);
    // The session the sign-up made (30 days) is live and stays.
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toHaveLength(
      2,
    );
    const tokenIds = (
      await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(inArray(passwordResetTokens.id, [expiredToken!.id, liveToken!.id]))
    ).map((r) => r.id);
    expect(tokenIds).toEqual([liveToken!.id]);
    const keys = (
      await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(
          inArray(rateLimits.key, [
            'signin:account:old@example.in',
            'signin:account:new@example.in',
          ]),
        )
    ).map((r) => r.key);
    expect(keys).toEqual(['signin:account:new@example.in']);
  });
});
