import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { CONSENT, createTestContext, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUpWith = (email: string, extra: Record<string, unknown>) =>
  ctx.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
    json: { ...CONSENT, email, password: 'monsoon-evening', ...extra },
  });

async function languageOf(email: string) {
  const [row] = await ctx.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
}

describe('the language of a new account, in the sign-up request', () => {
  it('is the one sent: one request signs up in Hindi', async () => {
    const res = await signUpWith('hindi.signup@example.in', { language: 'hi' });
    expect(res.status).toBe(201);
    expect(await languageOf('hindi.signup@example.in')).toBe('hi');
    const me = await ctx.call<{ user: { language: string } }>('GET', '/api/auth/user', {
      cookie: res.cookie,
    });
    expect(me.body.user.language).toBe('hi');
  });

  it('is English when none is sent, as before', async () => {
    const res = await signUpWith('no.language@example.in', {});
    expect(res.status).toBe(201);
    expect(await languageOf('no.language@example.in')).toBe('en');
  });

  it.each(['ta', 'HI', '', 7, null])(
    'refuses a language the app does not speak (%j) and creates no account',
    async (language) => {
      const email = `unknown.${String(language).length}.${typeof language}@example.in`;
      const res = await signUpWith(email, { language });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION',
        message: 'Language must be English or Hindi',
      });
      expect(res.cookie).toBeNull();
      expect(await languageOf(email)).toBeUndefined();
    },
  );

  it('can still be changed after sign-up (PATCH /api/auth/user)', async () => {
    const res = await signUpWith('later.hindi@example.in', {});
    const patched = await ctx.call('PATCH', '/api/auth/user', {
      cookie: res.cookie,
      json: { language: 'hi' },
    });
    expect(patched.status).toBe(200);
    expect(await languageOf('later.hindi@example.in')).toBe('hi');
  });
});
