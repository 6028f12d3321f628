import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICY_VERSION } from '@core/policies/version';
import { DEFAULT_GRIEVANCE_CONTACT } from '@core/policies/grievance';
import { users } from '@server/db/schema';
import { createTestContext, signUp, testConfig, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const credentials = (n: string) => ({
  email: `consent.${n}.${Math.random().toString(36).slice(2, 8)}@example.in`,
  password: 'monsoon-tea-7',
  dateOfBirth: null,
});

async function storedConsent(userId: string) {
  const [row] = await ctx.database.db
    .select({ version: users.policyVersion, at: users.policyAcceptedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('consent at sign-up', () => {
  it('refuses a sign-up without the ticked box, and creates no account', async () => {
    const body = credentials('none');
    for (const json of [
      { ...body, policyVersion: POLICY_VERSION },
      { ...body, acceptPolicies: false, policyVersion: POLICY_VERSION },
      { ...body, acceptPolicies: 'yes', policyVersion: POLICY_VERSION },
    ]) {
      const res = await ctx.call('POST', '/api/auth/signup', { json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION',
        message:
          'Please accept the Terms & Conditions, Privacy Policy and Refund Policy to continue',
      });
    }
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toEqual([]);
  });

  it('refuses consent given to another version than the current one', async () => {
    for (const policyVersion of [POLICY_VERSION - 1, POLICY_VERSION + 1, undefined]) {
      const res = await ctx.call('POST', '/api/auth/signup', {
        json: { ...credentials('old'), acceptPolicies: true, policyVersion },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/changed/),
      });
    }
  });

  it('stores the accepted version and the time with the account', async () => {
    const res = await ctx.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
      json: { ...credentials('ok'), acceptPolicies: true, policyVersion: POLICY_VERSION },
    });
    expect(res.status).toBe(201);
    const row = await storedConsent(res.body.user.id);
    expect(row?.version).toBe(POLICY_VERSION);
    expect(row?.at).toEqual(ctx.now);

    const me = await ctx.call<{ user: Record<string, unknown> }>('GET', '/api/auth/user', {
      cookie: res.cookie,
    });
    expect(me.body.user).toMatchObject({
      policyVersion: POLICY_VERSION,
      policyAcceptedAt: row?.at?.toISOString(),
      policyConsentNeeded: false,
    });
  });
});

describe('POST /api/auth/consent', () => {
  it('answers 401 signed out', async () => {
    const res = await ctx.call('POST', '/api/auth/consent', {
      json: { acceptPolicies: true, policyVersion: POLICY_VERSION },
    });
    expect(res.status).toBe(401);
  });

  it('tells a stale account to accept again, and records the new acceptance with its time', async () => {
    const owner = await signUp(ctx);
    // An account that accepted an older version (the policies changed since).
    await ctx.database.db
      .update(users)
      .set({ policyVersion: POLICY_VERSION - 1, policyAcceptedAt: new Date('2026-01-01') })
      .where(eq(users.id, owner.user.id));
    const signIn = await ctx.call<{ user: { id: string } }>('POST', '/api/auth/signin', {
      json: { email: owner.email, password: owner.password },
    });
    const stale = await ctx.call<{ user: Record<string, unknown> }>('GET', '/api/auth/user', {
      cookie: signIn.cookie!,
    });
    expect(stale.body.user).toMatchObject({
      policyVersion: POLICY_VERSION - 1,
      policyAcceptedAt: '2026-01-01T00:00:00.000Z',
      policyConsentNeeded: true,
    });

    const refused = await ctx.call('POST', '/api/auth/consent', {
      cookie: signIn.cookie!,
      json: { policyVersion: POLICY_VERSION },
    });
    expect(refused.status).toBe(400);
    expect(await storedConsent(owner.user.id)).toMatchObject({ version: POLICY_VERSION - 1 });

    ctx.now = new Date('2026-11-26T09:15:00.000Z');
    const res = await ctx.call<{ user: Record<string, unknown> }>('POST', '/api/auth/consent', {
      cookie: signIn.cookie!,
      json: { acceptPolicies: true, policyVersion: POLICY_VERSION },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: owner.user.id,
      policyVersion: POLICY_VERSION,
      policyConsentNeeded: false,
    });
    const row = await storedConsent(owner.user.id);
    expect(row?.version).toBe(POLICY_VERSION);
    expect(row?.at).toEqual(new Date('2026-11-26T09:15:00.000Z'));

    const me = await ctx.call<{ user: Record<string, unknown> }>('GET', '/api/auth/user', {
      cookie: signIn.cookie!,
    });
    expect(me.body.user).toMatchObject({
      policyVersion: POLICY_VERSION,
      policyConsentNeeded: false,
    });
  });

  it('refuses an outdated version with 400 and changes nothing', async () => {
    const owner = await signUp(ctx);
    const res = await ctx.call('POST', '/api/auth/consent', {
      cookie: owner.cookie,
      json: { acceptPolicies: true, policyVersion: POLICY_VERSION + 1 },
    });
    expect(res.status).toBe(400);
    expect(await storedConsent(owner.user.id)).toMatchObject({ version: POLICY_VERSION });
  });
});

describe('GET /api/grievance-contact', () => {
  it('answers the default contact when none is configured', async () => {
    const res = await ctx.call('GET', '/api/grievance-contact');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_GRIEVANCE_CONTACT);
  });

  it('answers the configured contact', async () => {
    const contact = { name: 'Asha Verma', email: 'privacy@example.in' };
    const other = await createTestContext({ config: testConfig({ grievance: contact }) });
    try {
      expect((await other.call('GET', '/api/grievance-contact')).body).toEqual(contact);
    } finally {
      await other.close();
    }
  });
});
