import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, payments, users } from '@server/db/schema';
import { addSupportMessage, GOOD_SHEET, signUpAdmin, unknownPath } from './support/admin-fixtures';
import { invite, makeCaregiver } from './support/caregiver-fixtures';
import { fakeDevice } from '../../harness/fake-push';
import {
  addMedication,
  addPaymentOrder,
  addPrescription,
  grantPremium,
} from '../../harness/fixtures';
import { addMember, addSample, type Tracker } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

async function addNotification(ctx: TestContext, owner: { user: { id: string } }): Promise<string> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({
      userId: owner.user.id,
      type: 'refill',
      title: 'Time to refill',
      message: 'Refill soon',
    })
    .returning();
  return row!.id;
}

/** A push subscription of the owner's (made premium first, as subscribing needs it). */
async function addPushSubscription(ctx: TestContext, owner: Owner): Promise<string> {
  await grantPremium(ctx, owner);
  const { endpoint, keys } = fakeDevice();
  const res = await ctx.call<{ id: string }>('POST', '/api/push-subscriptions', {
    cookie: owner.cookie,
    json: { endpoint, keys },
  });
  if (res.status !== 201) throw new Error(`push subscription: ${res.status}`);
  return res.body.id;
}

async function addPriceComparison(ctx: TestContext, owner: { cookie: string }): Promise<string> {
  const res = await ctx.call<{ id: string }>('POST', '/api/medication-price-search', {
    cookie: owner.cookie,
    json: { medicationName: 'Paracetamol' },
  });
  return res.body.id;
}

/**
 * Every API route, and how it is guarded. A route added to the app without a line here fails
 * the first test, so no route ships without its signed-out (401), foreign-id (404) and
 * bad-input (400) checks.
 */
type Owner = Awaited<ReturnType<typeof signUp>>;
interface RouteRule {
  /** admin: the admin area (ADR 034), to anyone else an unknown path. */
  access: 'public' | 'session' | 'admin';
  /** A body that fails validation (for routes that take one). */
  invalid?: unknown;
  /** A body that passes validation, for the foreign-id check of routes that take one. */
  valid?: unknown;
  /** POST routes that take no body. */
  noBody?: true;
  /** For routes with :id — makes a row owned by `owner` and answers its id. */
  owned?: (ctx: TestContext, owner: Owner) => Promise<string>;
}

/** An admin route on an account's row: any account's (admins see every account). */
const ofAccount = async (_ctx: TestContext, owner: Owner) => owner.user.id;
const SHEET = GOOD_SHEET;

async function paymentOf(ctx: TestContext, owner: Owner): Promise<string> {
  await grantPremium(ctx, owner);
  const [row] = await ctx.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.userId, owner.user.id));
  return row!.id;
}

async function disabledAccount(ctx: TestContext, owner: Owner): Promise<string> {
  await ctx.database.db
    .update(users)
    .set({ disabledAt: ctx.now })
    .where(eq(users.id, owner.user.id));
  return owner.user.id;
}

async function premiumAccount(ctx: TestContext, owner: Owner): Promise<string> {
  await grantPremium(ctx, owner);
  return owner.user.id;
}

const messageOf = (ctx: TestContext, owner: Owner) =>
  addSupportMessage(ctx, { cookie: owner.cookie });

/** Every admin route (ADR 034). */
const ADMIN_ROUTES: Record<string, RouteRule> = {
  'POST /api/admin/confirm-password': { access: 'admin', invalid: { password: '' } },
  'GET /api/admin/overview': { access: 'admin' },
  'GET /api/admin/accounts': { access: 'admin' },
  'GET /api/admin/accounts/:id': { access: 'admin', owned: ofAccount },
  'POST /api/admin/accounts/:id/premium': {
    access: 'admin',
    invalid: { months: 0, reason: 'matrix' },
    valid: { months: 1, reason: 'matrix' },
    owned: ofAccount,
  },
  'POST /api/admin/accounts/:id/premium/revoke': {
    access: 'admin',
    invalid: { reason: '' },
    valid: { reason: 'matrix' },
    owned: premiumAccount,
  },
  'POST /api/admin/accounts/:id/disable': {
    access: 'admin',
    invalid: { reason: 7 },
    valid: { reason: 'matrix' },
    owned: ofAccount,
  },
  'POST /api/admin/accounts/:id/enable': {
    access: 'admin',
    invalid: {},
    valid: { reason: 'matrix' },
    owned: disabledAccount,
  },
  'POST /api/admin/accounts/:id/password-reset': {
    access: 'admin',
    noBody: true,
    owned: ofAccount,
  },
  'GET /api/admin/payments': { access: 'admin' },
  'POST /api/admin/payments/:id/refund': {
    access: 'admin',
    invalid: { reason: 'x' },
    valid: { reason: 'matrix' },
    owned: paymentOf,
  },
  'GET /api/admin/support-messages': { access: 'admin' },
  'GET /api/admin/support-messages/:id': { access: 'admin', owned: messageOf },
  'POST /api/admin/support-messages/:id/handled': {
    access: 'admin',
    invalid: { handled: 'yes' },
    valid: { handled: true },
    owned: messageOf,
  },
  'POST /api/admin/support-messages/:id/reply': {
    access: 'admin',
    invalid: { message: '' },
    valid: { message: 'Thank you for writing.' },
    owned: messageOf,
  },
  'POST /api/admin/price-sheets/preview': {
    access: 'admin',
    invalid: { kind: 'nppa', fileName: 'a.csv', csv: SHEET },
    valid: { kind: 'pharmacy-prices', fileName: 'a.csv', csv: SHEET },
  },
  'POST /api/admin/price-sheets': {
    access: 'admin',
    invalid: { kind: 'pharmacy-prices', fileName: 'a.csv', csv: SHEET },
    valid: { kind: 'pharmacy-prices', fileName: 'a.csv', csv: SHEET, source: 'matrix test' },
  },
  'GET /api/admin/price-imports': { access: 'admin' },
  'GET /api/admin/audit-log': { access: 'admin' },
};

/** A health tracker's five routes; the owned row is a sample reading of the owner's self member. */
function trackerRoutes(
  path: Tracker,
  invalidCreate: unknown,
  invalidPatch: unknown,
): Record<string, RouteRule> {
  const owned = (ctx: TestContext, o: Owner) => addSample(ctx, o, path);
  return {
    [`GET ${path}`]: { access: 'session' },
    [`POST ${path}`]: { access: 'session', invalid: invalidCreate },
    [`GET ${path}/:id`]: { access: 'session', owned },
    [`PATCH ${path}/:id`]: {
      access: 'session',
      invalid: invalidPatch,
      valid: { notes: 'checked again' },
      owned,
    },
    [`DELETE ${path}/:id`]: { access: 'session', owned },
  };
}

const ROUTES: Record<string, RouteRule> = {
  'POST /api/auth/signup': { access: 'public', invalid: { email: 'x', password: 'secret-pass' } },
  'POST /api/auth/signin': { access: 'public', invalid: { email: 'x' } },
  'POST /api/auth/consent': { access: 'session', invalid: { acceptPolicies: false } },
  'GET /api/grievance-contact': { access: 'public' },
  'POST /api/auth/signout': { access: 'session', noBody: true },
  'GET /api/auth/user': { access: 'session' },
  'PATCH /api/auth/user': { access: 'session', invalid: { language: 'xx' } },
  'POST /api/auth/forgot-password': { access: 'public', invalid: { email: 42 } },
  'POST /api/auth/reset-password': { access: 'public', invalid: { token: '', password: '' } },
  'POST /api/auth/change-password': { access: 'session', invalid: { currentPassword: '' } },
  'GET /api/auth/sessions': { access: 'session' },
  'DELETE /api/auth/sessions/:id': {
    access: 'session',
    owned: async (ctx, owner) => {
      const list = await ctx.call<Array<{ id: string }>>('GET', '/api/auth/sessions', {
        cookie: owner.cookie,
      });
      return list.body[0]!.id;
    },
  },
  'POST /api/fix-family-member-names': { access: 'session', invalid: { userId: 7 } },
  'GET /api/family-members': { access: 'session' },
  'POST /api/family-members': { access: 'session', invalid: { name: '', relation: 'cousin' } },
  'GET /api/family-members/:id': { access: 'session', owned: (ctx, o) => addMember(ctx, o) },
  'PATCH /api/family-members/:id': {
    access: 'session',
    invalid: { color: '#ff0000' },
    valid: { name: 'Amma' },
    owned: (ctx, o) => addMember(ctx, o),
  },
  'DELETE /api/family-members/:id': { access: 'session', owned: (ctx, o) => addMember(ctx, o) },
  'GET /api/family-members/:id/report': { access: 'session', owned: (ctx, o) => addMember(ctx, o) },
  // ADR 037's caregivers (the full owner/caregiver/stranger matrix: caregiver-access.test.ts).
  'GET /api/family-members/:id/caregivers': {
    access: 'session',
    owned: (ctx, o) => addMember(ctx, o),
  },
  'POST /api/family-members/:id/caregivers': {
    access: 'session',
    invalid: { email: 'not-an-email', delayMinutes: 60 },
    valid: { email: 'helper@example.in', delayMinutes: 60 },
    owned: (ctx, o) => addMember(ctx, o),
  },
  'PATCH /api/caregivers/:id': {
    access: 'session',
    invalid: { delayMinutes: 5 },
    valid: { delayMinutes: 60 },
    owned: async (ctx, o) => (await makeCaregiver(ctx, o, await signUp(ctx))).linkId,
  },
  'DELETE /api/caregivers/:id': {
    access: 'session',
    owned: async (ctx, o) => (await makeCaregiver(ctx, o, await signUp(ctx))).linkId,
  },
  'DELETE /api/caregiver-invites/:id': {
    access: 'session',
    owned: async (ctx, o) =>
      (await invite(ctx, o, await addMember(ctx, o), 'invitee@example.in')).invite.id,
  },
  'POST /api/caregiver-invites/lookup': { access: 'session', invalid: { token: 'short' } },
  'POST /api/caregiver-invites/accept': { access: 'session', invalid: { token: 42 } },
  'GET /api/caring-for': { access: 'session' },
  // Owned by the caregiver: a link to another account's member that `o` accepted.
  'GET /api/caring-for/:id': {
    access: 'session',
    owned: async (ctx, o) => (await makeCaregiver(ctx, await signUp(ctx), o)).linkId,
  },
  'DELETE /api/caring-for/:id': {
    access: 'session',
    owned: async (ctx, o) => (await makeCaregiver(ctx, await signUp(ctx), o)).linkId,
  },
  ...trackerRoutes('/api/blood-pressure', { systolic: 'high' }, { systolic: 20 }),
  ...trackerRoutes('/api/sugar-levels', { value: 96, type: 'pp' }, { type: 'pp' }),
  ...trackerRoutes('/api/periods', { startDate: '1 Oct' }, { flow: 'very heavy' }),
  ...trackerRoutes('/api/body-measurements', { weightKg: '64' }, { heightCm: 900 }),
  ...trackerRoutes('/api/eye-tests', { testDate: '2026-10-01' }, { right: { sph: -1.1 } }),
  'GET /api/periods/prediction': { access: 'session' },
  'GET /api/period-reminders': { access: 'session' },
  'GET /api/health-reminders': { access: 'session' },
  'GET /api/medications': { access: 'session' },
  'POST /api/medications': { access: 'session', invalid: { name: '', dosage: '5 mg' } },
  'POST /api/medications/batch': { access: 'session', invalid: { medications: [] } },
  'GET /api/medications/:id': { access: 'session', owned: (ctx, o) => addMedication(ctx, o) },
  'PATCH /api/medications/:id': {
    access: 'session',
    invalid: { color: 'pink' },
    valid: { name: 'Telmisartan' },
    owned: (ctx, o) => addMedication(ctx, o),
  },
  'DELETE /api/medications/:id': { access: 'session', owned: (ctx, o) => addMedication(ctx, o) },
  'GET /api/medication-logs': { access: 'session' },
  'POST /api/medication-logs': {
    access: 'session',
    invalid: { medicationId: 'x', status: 'eaten' },
  },
  'GET /api/statistics': { access: 'session' },
  'GET /api/medication-reminders': { access: 'session' },
  'GET /api/subscription': { access: 'session' },
  'GET /api/payments': { access: 'session' },
  'POST /api/payments/orders': { access: 'session', invalid: { planId: 'premium-monthly' } },
  'GET /api/payments/orders/:id': { access: 'session', owned: addPaymentOrder },
  'POST /api/payments/orders/:id/verify': {
    access: 'session',
    invalid: { paymentId: 'pay_1', signature: 'not-hex' },
    valid: { paymentId: 'pay_test0001', signature: '0'.repeat(64) },
    owned: addPaymentOrder,
  },
  'POST /api/payments/orders/:id/test-result': {
    access: 'session',
    invalid: { outcome: 'maybe' },
    valid: { outcome: 'cancelled' },
    owned: addPaymentOrder,
  },
  // Razorpay's server, no session: an unsigned body is refused before it is read.
  'POST /api/payments/webhook': { access: 'public', invalid: { event: 'payment.captured' } },
  'GET /api/prescriptions': { access: 'session' },
  'POST /api/prescriptions': { access: 'session', invalid: { not: 'a file' } },
  'GET /api/prescriptions/:id/file': {
    access: 'session',
    owned: (ctx, o) => addPrescription(ctx, o),
  },
  'DELETE /api/prescriptions/:id': {
    access: 'session',
    owned: (ctx, o) => addPrescription(ctx, o),
  },
  'PUT /api/prescriptions/:id/text': {
    access: 'session',
    invalid: { text: 42 },
    valid: { text: 'Tab Paracetamol 500 mg 1-0-1' },
    owned: (ctx, o) => addPrescription(ctx, o),
  },
  'GET /api/notifications': { access: 'session' },
  'POST /api/notifications/:id/read': {
    access: 'session',
    noBody: true,
    owned: (ctx, o) => addNotification(ctx, o),
  },
  'GET /api/push/public-key': { access: 'session' },
  'POST /api/push-subscriptions': {
    access: 'session',
    invalid: {
      endpoint: 'http://push.example.net/send/1',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
  },
  'DELETE /api/push-subscriptions/:id': { access: 'session', owned: addPushSubscription },
  'POST /api/push-snoozes': {
    access: 'session',
    invalid: { medicationId: 'not-an-id', scheduledTime: 'soon' },
  },
  'GET /api/notification-preferences': { access: 'session' },
  'PATCH /api/notification-preferences': { access: 'session', invalid: { medications: 'yes' } },
  'GET /api/medicines/search': { access: 'session' },
  'POST /api/medication-price-search': { access: 'session', invalid: { medicationName: '' } },
  'GET /api/price-comparisons': { access: 'session' },
  'DELETE /api/price-comparisons/:id': {
    access: 'session',
    owned: (ctx, o) => addPriceComparison(ctx, o),
  },
  'POST /api/support-messages': { access: 'public', invalid: { topic: 'billing', message: '' } },
  'POST /api/data-privacy/export': { access: 'session', noBody: true },
  'GET /api/data-privacy/choices': { access: 'session' },
  'PATCH /api/data-privacy/choices': { access: 'session', invalid: { healthTips: 'no' } },
  'POST /api/data-privacy/delete-account': { access: 'session', invalid: { password: '' } },
  'GET /api/healthz': { access: 'public' },
  'GET /api/adsense-config': { access: 'public' },
  ...ADMIN_ROUTES,
};

const UUID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string, id = UUID) => path.replace(':id', id);
const takesBody = (key: string) => /^(POST|PATCH|PUT) /.test(key);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// The table signs up more accounts than one address may in an hour: each test gets its own.
let address = 0;
beforeEach(() => {
  address += 1;
  ctx.ip = `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
});

function registered(): string[] {
  const keys = ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

describe('route access table', () => {
  it('lists exactly the routes the app registers', () => {
    expect(registered()).toEqual(Object.keys(ROUTES).sort());
  });

  it('every :id route has an ownership check, every body route an invalid body', () => {
    for (const [key, rule] of Object.entries(ROUTES)) {
      if (rule.access === 'admin') expect(key, 'under /api/admin').toMatch(/^\w+ \/api\/admin\//);
      else expect(key).not.toMatch(/^\w+ \/api\/admin\//);
      if (key.includes(':id')) expect(rule.owned, key).toBeDefined();
      if (takesBody(key) && !rule.noBody) expect(rule.invalid, key).toBeDefined();
    }
  });
});

describe.each(Object.entries(ROUTES).filter(([, r]) => r.access === 'session'))('%s', (key) => {
  it('answers 401 when signed out, whatever the headers claim', async () => {
    const [method, path] = key.split(' ') as [string, string];
    const res = await ctx.call(method, fill(path), {
      json: takesBody(key) ? {} : undefined,
      headers: {
        'x-user-id': UUID,
        authorization: 'Bearer admin',
        'x-user-email': 'admin@medmitra.in',
      },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  });
});

describe.each(Object.entries(ROUTES).filter(([, r]) => r.invalid !== undefined))(
  '%s',
  (key, rule) => {
    it('answers 400 with a message for invalid input', async () => {
      const [method, path] = key.split(' ') as [string, string];
      const { cookie } = rule.access === 'admin' ? await signUpAdmin(ctx) : await signUp(ctx);
      const res = await ctx.call(method, fill(path), { json: rule.invalid, cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    });
  },
);

describe.each(Object.entries(ROUTES).filter(([, r]) => r.owned && r.access !== 'admin'))(
  '%s',
  (key, rule) => {
    it("answers 404 for another account's id, and 400 for a malformed one", async () => {
      const [method, path] = key.split(' ') as [string, string];
      const owner = await signUp(ctx);
      const intruder = await signUp(ctx);
      const id = await rule.owned!(ctx, owner);
      const foreign = await ctx.call(method, fill(path, id), {
        cookie: intruder.cookie,
        json: takesBody(key) && !rule.noBody ? (rule.valid ?? {}) : undefined,
      });
      expect(foreign.status).toBe(404);
      const malformed = await ctx.call(method, fill(path, 'abc'), { cookie: intruder.cookie });
      expect(malformed.status).toBe(400);
    });
  },
);

// ADR 034: the authorization matrix of the admin area. Signed out and signed in as a user, every
// admin route answers as an unknown path does, whatever the headers claim; an admin gets the
// answer, and a 404 for an id that names nothing.
describe.each(Object.entries(ADMIN_ROUTES))('%s', (key, rule) => {
  const [method, path] = key.split(' ') as [string, string];

  it('is an unknown path when signed out and for a user; an admin gets it', async () => {
    const owner = await signUp(ctx);
    const id = rule.owned ? await rule.owned(ctx, owner) : UUID;
    const url = fill(path, id);
    const json = takesBody(key) && !rule.noBody ? (rule.valid ?? {}) : undefined;
    const claims = { authorization: 'Bearer admin', 'x-user-email': 'admin@medmitra.in' };
    for (const cookie of [null, owner.cookie]) {
      const res = await ctx.call(method, url, { cookie, json, headers: claims });
      expect(res.status, cookie ? 'a user' : 'signed out').toBe(404);
      expect(res.body).toEqual(unknownPath(method, url));
    }
    const admin = await signUpAdmin(ctx);
    if (key === 'POST /api/admin/confirm-password') {
      const res = await ctx.call(method, url, {
        cookie: admin.cookie,
        json: { password: admin.password },
      });
      expect(res.status).toBe(200);
      return;
    }
    const res = await ctx.call(method, url, { cookie: admin.cookie, json });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    if (path.includes(':id')) {
      const missing = await ctx.call(method, fill(path), { cookie: admin.cookie, json });
      expect(missing.status).toBe(404);
      const malformed = await ctx.call(method, fill(path, 'abc'), { cookie: admin.cookie, json });
      expect(malformed.status).toBe(400);
    }
  });
});
