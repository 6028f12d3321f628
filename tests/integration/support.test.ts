// PRODUCT §8: the contact form of /help-support. Messages are stored for the admin area, tied to
// the account when signed in (never to what the body claims), counted atomically per account
// and per address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportMessages } from '@server/db/schema';
import { SUPPORT_LIMITS } from '@server/features/support/limits';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const PATH = '/api/support-messages';
const UUID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let address = 0;
beforeEach(() => {
  address += 1;
  ctx.ip = `198.51.100.${address}`;
});

const stored = () => ctx.database.db.select().from(supportMessages);

describe('POST /api/support-messages', () => {
  it('stores a signed-in message under the account, whatever the body says', async () => {
    const owner = await signUp(ctx);
    const res = await ctx.call<{ id: string; topic: string; createdAt: string }>('POST', PATH, {
      cookie: owner.cookie,
      json: {
        topic: 'reminders',
        message: '  My reminders do not ring on my iPhone.  ',
        email: 'someone.else@example.in',
        userId: UUID,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      topic: 'reminders',
      createdAt: ctx.now.toISOString(),
    });
    const [row] = await ctx.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, res.body.id));
    expect(row).toMatchObject({
      userId: owner.user.id,
      email: null,
      topic: 'reminders',
      message: 'My reminders do not ring on my iPhone.',
    });
  });

  it('stores a signed-out visitor’s message, with the email when given', async () => {
    const withEmail = await ctx.call<{ id: string }>('POST', PATH, {
      json: { topic: 'install', message: 'How do I install the app?', email: 'Ravi@Example.in' },
    });
    const without = await ctx.call<{ id: string }>('POST', PATH, {
      json: { topic: 'other', message: 'Just saying thank you!', userId: UUID },
    });
    expect([withEmail.status, without.status]).toEqual([201, 201]);
    const rows = await stored();
    expect(rows.find((r) => r.id === withEmail.body.id)).toMatchObject({
      userId: null,
      email: 'ravi@example.in',
      topic: 'install',
    });
    expect(rows.find((r) => r.id === without.body.id)).toMatchObject({ userId: null, email: null });
  });

  it.each([
    ['an empty message', { topic: 'other', message: '' }],
    ['a blank message', { topic: 'other', message: '            ' }],
    ['a too long message', { topic: 'other', message: 'x'.repeat(2001) }],
    ['a NUL character', { topic: 'other', message: 'Please help\u0000 me now' }],
    [
      'a NUL in the email',
      { topic: 'other', message: 'Please help me now', email: 'a\u0000@b.in' },
    ],
    ['an unknown topic', { topic: 'billing', message: 'Please help me now' }],
    ['a bad email', { topic: 'other', message: 'Please help me now', email: 'not-an-email' }],
    ['no body fields', {}],
  ])('answers 400 with a code for %s and stores nothing', async (_name, json) => {
    const before = (await stored()).length;
    const res = await ctx.call<{ code: string; message: string }>('POST', PATH, { json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', message: expect.any(String) });
    expect((await stored()).length).toBe(before);
  });

  it('answers 429 past the account’s limit, from any address', async () => {
    const owner = await signUp(ctx);
    const send = () =>
      ctx.call('POST', PATH, {
        cookie: owner.cookie,
        json: { topic: 'premium', message: 'Is premium ₹120 a year?' },
      });
    const max = SUPPORT_LIMITS.messagesPerAccount.max;
    for (let i = 0; i < max; i += 1) {
      ctx.ip = `198.18.200.${i + 1}`;
      expect((await send()).status).toBe(201);
    }
    ctx.ip = '198.18.201.1';
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const mine = (await stored()).filter((r) => r.userId === owner.user.id);
    expect(mine).toHaveLength(max);
  });

  it('counts parallel requests atomically: no more than the limit get through', async () => {
    const owner = await signUp(ctx);
    const max = SUPPORT_LIMITS.messagesPerAccount.max;
    const answers = await Promise.all(
      Array.from({ length: max + 6 }, () =>
        ctx.call('POST', PATH, {
          cookie: owner.cookie,
          json: { topic: 'family', message: 'How do I add my mother?' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect((await stored()).filter((r) => r.userId === owner.user.id)).toHaveLength(max);
  });

  it('answers 429 past the address’s limit, signed out, in parallel too', async () => {
    const max = SUPPORT_LIMITS.messagesPerAddress.max;
    const answers = await Promise.all(
      Array.from({ length: max + 3 }, () =>
        ctx.call('POST', PATH, { json: { topic: 'other', message: 'Hello from a visitor' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    // Another address is not held back by this one.
    ctx.ip = '198.18.202.1';
    const other = await ctx.call('POST', PATH, {
      json: { topic: 'other', message: 'Hello from a visitor' },
    });
    expect(other.status).toBe(201);
  });
});
