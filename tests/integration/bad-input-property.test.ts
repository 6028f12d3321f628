// ADR 012: for every route that validates a body, a query or a path parameter, generated bad
// values in each field (wrong types, huge and empty text, control characters, lone surrogates,
// extreme numbers and dates, extra and prototype keys) never answer 5xx, and a refusal (4xx)
// carries `{message}` and changes no row of the account. Fixed seed, bounded runs; on both
// databases like every integration test. A guard below walks the app's routes, so a new validated
// route fails this file until it is listed here.
import { asc, getTableColumns, getTableName, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_VERSION } from '@core/policies/version';
import * as schema from '@server/db/schema';
import { validatedTarget } from '@server/http/validate';
import { addMedication, addPaymentOrder, addPrescription } from '../../harness/fixtures';
import { addRecord, MEASURED_AT, SAMPLES, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';
import { addSupportMessage, GOOD_SHEET, signUpAdmin } from './support/admin-fixtures';

const SEED = 20261124;
/** Runs per validated part of a route: bodies have the most fields, an :id has one. */
const RUNS = { json: 20, query: 12, param: 6 } as const;
/** Routes that hash or verify a password (scrypt) on every well-formed request: fewer runs. */
const HASHING_RUNS = 8;
type Target = keyof typeof RUNS;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
/** Real ids of the owner's rows, for the routes whose :id is not the field under test. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx);
  ids.member = (await selfMember(ctx, owner)).id;
  ids.medication = await addMedication(ctx, owner);
  ids.prescription = await addPrescription(ctx, owner);
  ids.order = await addPaymentOrder(ctx, owner);
  admin = await signUpAdmin(ctx);
  ids.target = (await signUp(ctx)).user.id;
  ids.message = await addSupportMessage(ctx, { cookie: owner.cookie });
  for (const path of Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]) {
    ids[path] = await addRecord(ctx, owner, path, SAMPLES[path], ids.member);
  }
});
afterAll(() => ctx?.close());

// ---------- The account's rows, every table that has them ----------

/** `users` by its id, and every table with a `userId` column: found from the schema itself. */
const accountTables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable =>
  is(t, PgTable),
);

async function accountRows(): Promise<Record<string, unknown[]>> {
  const db = ctx.database.db;
  const rows: Record<string, unknown[]> = {};
  for (const table of accountTables) {
    const columns = getTableColumns(table);
    const owned = table === schema.users ? columns.id : columns.userId;
    if (!owned) continue;
    const order = columns.id ?? owned;
    rows[getTableName(table)] = await db
      .select()
      .from(table)
      // The owner's rows, and those of the account the admin routes act on.
      .where(inArray(owned, [owner.user.id, ids.target!]))
      .orderBy(asc(order));
  }
  return rows;
}

// ---------- Every validated route, with a request that is valid apart from the field ----------

interface RouteCase {
  /** Fills :id with a real id of the owner's (a random one where none is needed). */
  id?: () => string;
  json?: () => Record<string, unknown>;
  query?: () => Record<string, string>;
  /** Fewer runs than the target's count (a route whose every valid request costs a hash). */
  runs?: number;
  /** Sent by an admin (ADR 034); its :id routes act on another account, `target`. */
  admin?: true;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const log = {
  scheduledTime: '2026-11-22T02:30:00Z',
  takenTime: '2026-11-22T02:40:00Z',
  status: 'taken',
};
const listQuery = () => ({
  memberId: ids.member!,
  from: '2026-01-01',
  to: MEASURED_AT,
  limit: '30',
});

function trackerCases(path: keyof typeof SAMPLES): Record<string, RouteCase> {
  const update = SAMPLES[path];
  return {
    [`GET ${path}`]: { query: listQuery },
    [`POST ${path}`]: { json: () => ({ memberId: ids.member, notes: 'ok', ...SAMPLES[path] }) },
    [`GET ${path}/:id`]: { id: () => ids[path]! },
    [`PATCH ${path}/:id`]: { id: () => ids[path]!, json: () => ({ notes: 'ok', ...update }) },
    [`DELETE ${path}/:id`]: { id: () => ids[path]! },
  };
}

const routes: Record<string, RouteCase> = {
  'POST /api/auth/signup': {
    runs: HASHING_RUNS,
    json: () => ({
      email: `new${Math.random()}@example.in`,
      password: 'monsoon-tea-7',
      dateOfBirth: null,
      acceptPolicies: true,
      policyVersion: POLICY_VERSION,
    }),
  },
  'POST /api/auth/signin': {
    runs: HASHING_RUNS,
    json: () => ({ email: owner.email, password: owner.password }),
  },
  'POST /api/auth/consent': {
    json: () => ({ acceptPolicies: true, policyVersion: POLICY_VERSION }),
  },
  'PATCH /api/auth/user': {
    json: () => ({
      username: 'priya',
      dateOfBirth: '1990-05-01',
      timeZone: 'Asia/Kolkata',
      language: 'hi',
    }),
  },
  'POST /api/auth/forgot-password': { json: () => ({ email: owner.email, dateOfBirth: null }) },
  'POST /api/auth/reset-password': {
    json: () => ({ token: 'a'.repeat(43), password: 'monsoon-tea-8' }),
  },
  // The same password again: a change that succeeds leaves the owner's password as it was.
  'POST /api/auth/change-password': {
    runs: HASHING_RUNS,
    json: () => ({ currentPassword: owner.password, newPassword: owner.password }),
  },
  'DELETE /api/auth/sessions/:id': { id: () => SOME_ID },
  'PATCH /api/data-privacy/choices': { json: () => ({ reminderEmails: true, healthTips: false }) },
  // A wrong password: the right one would delete the account the other routes write to.
  'POST /api/data-privacy/delete-account': {
    runs: HASHING_RUNS,
    json: () => ({ password: 'not-the-owners-password' }),
  },
  'POST /api/family-members': {
    json: () => ({
      name: 'Meera',
      relation: 'mother',
      dateOfBirth: '1960-04-12',
      conditions: ['Diabetes'],
    }),
  },
  'GET /api/family-members/:id': { id: () => ids.member! },
  'PATCH /api/family-members/:id': {
    id: () => ids.member!,
    json: () => ({ name: 'Priya', dateOfBirth: '1990-05-01', conditions: ['Asthma'] }),
  },
  'DELETE /api/family-members/:id': { id: () => ids.member! },
  'GET /api/family-members/:id/report': { id: () => ids.member! },
  'POST /api/fix-family-member-names': {
    json: () => ({ userId: owner.user.id, username: 'priya' }),
  },
  // Caregivers (ADR 037): an invitation (again and again: it replaces its token), and ids of
  // nobody's links, so a valid request is a 404 or a 400 that changes nothing.
  'GET /api/family-members/:id/caregivers': { id: () => ids.member! },
  'POST /api/family-members/:id/caregivers': {
    id: () => ids.member!,
    json: () => ({ email: 'helper@example.in', delayMinutes: 60 }),
  },
  'PATCH /api/caregivers/:id': { id: () => SOME_ID, json: () => ({ delayMinutes: 90 }) },
  'DELETE /api/caregivers/:id': { id: () => SOME_ID },
  'DELETE /api/caregiver-invites/:id': { id: () => SOME_ID },
  'POST /api/caregiver-invites/lookup': { json: () => ({ token: 'A'.repeat(43) }) },
  'POST /api/caregiver-invites/accept': { json: () => ({ token: 'A'.repeat(43) }) },
  'GET /api/caring-for/:id': { id: () => SOME_ID },
  'DELETE /api/caring-for/:id': { id: () => SOME_ID },
  'GET /api/medications': { query: () => ({ memberId: ids.member! }) },
  'POST /api/medications': {
    json: () => ({
      name: 'Metformin',
      dosage: '500 mg',
      times: ['08:00'],
      notes: 'after food',
      stock: 30,
    }),
  },
  'POST /api/medications/batch': {
    json: () => ({
      medications: [{ name: 'Metformin', dosage: '500 mg', notation: '1-0-1 after food' }],
    }),
  },
  'GET /api/medications/:id': { id: () => ids.medication! },
  'PATCH /api/medications/:id': {
    id: () => ids.medication!,
    json: () => ({ notes: 'with water', stock: 20 }),
  },
  'DELETE /api/medications/:id': { id: () => ids.medication! },
  'GET /api/medication-logs': { query: () => ({ limit: '3' }) },
  'POST /api/medication-logs': { json: () => ({ medicationId: ids.medication, ...log }) },
  'GET /api/statistics': { query: () => ({ memberId: ids.member! }) },
  'GET /api/prescriptions': { query: () => ({ memberId: ids.member!, q: 'paracetamol' }) },
  'GET /api/prescriptions/:id/file': {
    id: () => ids.prescription!,
    query: () => ({ inline: '1' }),
  },
  'DELETE /api/prescriptions/:id': { id: () => ids.prescription! },
  'PUT /api/prescriptions/:id/text': {
    id: () => ids.prescription!,
    json: () => ({ text: 'Tab Paracetamol 500 mg 1-0-1', unsure: ['paracetamol'] }),
  },
  'POST /api/notifications/:id/read': { id: () => SOME_ID },
  'GET /api/medicines/search': { query: () => ({ q: 'para', limit: '5' }) },
  'POST /api/medication-price-search': {
    json: () => ({ medicationName: 'Paracetamol', dosage: '500 mg' }),
  },
  'DELETE /api/price-comparisons/:id': { id: () => SOME_ID },
  // Past its limit (5 an hour) a valid message is a 429: a refusal that changes nothing.
  'POST /api/support-messages': {
    json: () => ({ topic: 'reminders', message: 'My reminders stopped.', email: null }),
  },
  'POST /api/payments/orders': { json: () => ({ planId: 'premium-yearly' }) },
  'GET /api/payments/orders/:id': { id: () => ids.order! },
  // A well-formed signature that is not the order's: refused, nothing changes.
  'POST /api/payments/orders/:id/verify': {
    id: () => ids.order!,
    json: () => ({ paymentId: 'pay_test0001', signature: '0'.repeat(64) }),
  },
  'POST /api/payments/orders/:id/test-result': {
    id: () => ids.order!,
    json: () => ({ outcome: 'cancelled' }),
  },
  // The owner has no premium: well-formed input is refused with 403, after validation.
  'POST /api/push-subscriptions': {
    json: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
  },
  'DELETE /api/push-subscriptions/:id': { id: () => SOME_ID },
  'POST /api/push-snoozes': {
    json: () => ({ medicationId: ids.medication!, scheduledTime: '2026-11-22T02:30:00.000Z' }),
  },
  'PATCH /api/notification-preferences': { json: () => ({ medications: false }) },
  'GET /api/periods/prediction': { query: () => ({ memberId: ids.member! }) },
  ...adminCases(),
  ...trackerCases('/api/blood-pressure'),
  ...trackerCases('/api/sugar-levels'),
  ...trackerCases('/api/periods'),
  ...trackerCases('/api/body-measurements'),
  ...trackerCases('/api/eye-tests'),
};

/** The admin area's validated routes (ADR 034), sent by an admin, on the `target` account. */
function adminCases(): Record<string, RouteCase> {
  const target = () => ids.target!;
  const reason = () => ({ reason: 'generated input' });
  const sheet = () => ({ kind: 'pharmacy-prices', fileName: 'sheet.csv', csv: GOOD_SHEET });
  const cases: Record<string, Omit<RouteCase, 'admin'>> = {
    'POST /api/admin/confirm-password': {
      runs: HASHING_RUNS,
      json: () => ({ password: admin.password }),
    },
    'GET /api/admin/accounts': { query: () => ({ q: 'example', page: '1' }) },
    'GET /api/admin/accounts/:id': { id: target },
    'POST /api/admin/accounts/:id/premium': {
      id: target,
      json: () => ({ months: 1, reason: 'generated input' }),
    },
    'POST /api/admin/accounts/:id/premium/revoke': { id: target, json: reason },
    'POST /api/admin/accounts/:id/disable': { id: target, json: reason },
    'POST /api/admin/accounts/:id/enable': { id: target, json: reason },
    'POST /api/admin/accounts/:id/password-reset': { id: target },
    'GET /api/admin/payments': { query: () => ({ status: 'captured', page: '1' }) },
    'POST /api/admin/payments/:id/refund': { id: () => SOME_ID, json: reason },
    'GET /api/admin/support-messages': { query: () => ({ status: 'open', page: '1' }) },
    'GET /api/admin/support-messages/:id': { id: () => ids.message! },
    'POST /api/admin/support-messages/:id/handled': {
      id: () => ids.message!,
      json: () => ({ handled: true }),
    },
    'POST /api/admin/support-messages/:id/reply': {
      id: () => ids.message!,
      json: () => ({ message: 'Thank you for writing.' }),
    },
    'POST /api/admin/price-sheets/preview': { json: sheet },
    'POST /api/admin/price-sheets': { json: () => ({ ...sheet(), source: 'generated input' }) },
    'GET /api/admin/price-imports': { query: () => ({ page: '1' }) },
    'GET /api/admin/audit-log': {
      query: () => ({
        adminId: admin.user.id,
        action: 'premium.grant',
        accountId: ids.target!,
        page: '1',
      }),
    },
  };
  return Object.fromEntries(
    Object.entries(cases).map(([name, route]) => [name, { ...route, admin: true as const }]),
  );
}

function runsOf(route: RouteCase, target: Target): number {
  return Math.min(route.runs ?? RUNS[target], RUNS[target]);
}

function targetsOf(name: string, route: RouteCase): Target[] {
  return [
    ...(name.includes('/:id') ? (['param'] as const) : []),
    ...(route.json ? (['json'] as const) : []),
    ...(route.query ? (['query'] as const) : []),
  ];
}

// ---------- Bad values ----------

const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`);
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((c) => `ab${String.fromCharCode(c)}cd`);
const extremeDate = fc.constantFrom(
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '1899-12-31',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '2026-11-22T25:61:00Z',
);
const badValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', 'x'.repeat(100_000), '😀'.repeat(5_000)),
  withControl,
  // NUL on its own too: PostgreSQL text cannot hold it (it once answered 500, ADR 012).
  fc.constantFrom('\u0000', 'Para\u0000cetamol'),
  loneSurrogate,
  extremeDate,
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), withControl), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** An id in the path: text only, but any text; a number or a dictionary goes as its JSON. */
const badId = fc.oneof(badValue, fc.uuid(), fc.constantFrom('0', '-1', 'null', SOME_ID.slice(1)));
const extraKeys = fc.constantFrom(
  '',
  '"__proto__":{"role":"admin"},',
  '"constructor":{"prototype":{"role":"admin"}},',
  '"userId":"00000000-0000-4000-8000-000000000000","id":"x",',
);
const extraParams = fc.constantFrom('', '&__proto__=x', '&constructor=1&__proto__[role]=admin');

/** Percent-encodes text a URL can carry; a lone surrogate goes as the bytes of broken UTF-8. */
function encodeUrlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    // Dots too, so that '.' and '..' stay a path segment instead of climbing the path.
    return encodeURIComponent(text).replace(/\./g, '%2E');
  } catch {
    return '%ED%A0%80';
  }
}

// ---------- The property ----------

const tally = { requests: 0, serverErrors: 0 };
/** The account's rows as last read: a refusal changes nothing, so only a success reads again. */
let known: Record<string, unknown[]> | null = null;

async function expectRefusalOrSuccess(
  label: string,
  send: () => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const before = known ?? (await accountRows());
  known = null;
  const res = await send();
  tally.requests += 1;
  if (res.status >= 500) tally.serverErrors += 1;
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof (res.body as { message?: unknown }).message, label).toBe('string');
    const after = await accountRows();
    expect(after, `${label} changed the account`).toEqual(before);
    known = after;
  }
}

function request(
  name: string,
  route: RouteCase,
  parts: { id?: string; json?: string; query?: string },
) {
  const [method = '', template = ''] = name.split(' ');
  const path = template.replace(':id', parts.id ?? encodeUrlText(route.id?.() ?? ''));
  const query =
    parts.query ??
    (route.query
      ? Object.entries(route.query())
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&')
      : '');
  const json = parts.json ?? (route.json ? JSON.stringify(route.json()) : undefined);
  return ctx.call(method, query ? `${path}?${query}` : path, {
    cookie: route.admin ? admin.cookie : owner.cookie,
    ...(json === undefined ? {} : { body: json, headers: { 'content-type': 'application/json' } }),
  });
}

/** Runs the target's property with the fixed seed and its bounded count. */
async function check(name: string, route: RouteCase, target: Target): Promise<void> {
  const params = { seed: SEED, numRuns: runsOf(route, target), endOnFailure: true };
  if (target === 'param') {
    return fc.assert(
      fc.asyncProperty(badId, async (value) => {
        const id = encodeUrlText(value);
        await expectRefusalOrSuccess(`${name} :id=${id.slice(0, 200)}`, () =>
          request(name, route, { id }),
        );
      }),
      params,
    );
  }
  if (target === 'json') {
    const fields = Object.keys(route.json!());
    return fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        badValue,
        extraKeys,
        async (field, value, extra) => {
          const body = { ...route.json!(), [field]: value };
          const json = `{${extra}${JSON.stringify(body).slice(1)}`;
          await expectRefusalOrSuccess(`${name} ${field}=${json.slice(0, 200)}`, () =>
            request(name, route, { json }),
          );
        },
      ),
      params,
    );
  }
  const valid = route.query!();
  return fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...Object.keys(valid)),
      badValue,
      extraParams,
      async (key, value, extra) => {
        const query =
          Object.entries({ ...valid, [key]: value })
            .map(([k, v]) => `${k}=${k === key ? encodeUrlText(v) : encodeURIComponent(String(v))}`)
            .join('&') + extra;
        await expectRefusalOrSuccess(`${name}?${query.slice(0, 200)}`, () =>
          request(name, route, { query }),
        );
      },
    ),
    params,
  );
}

describe('generated bad input', () => {
  it('covers every route that validates a body, a query or a path parameter', () => {
    const validated = new Set<string>();
    for (const r of ctx.app.routes) {
      const target = validatedTarget(r.handler);
      if (target) validated.add(`${r.method} ${r.path} ${target}`);
    }
    const listed = new Set(
      Object.entries(routes).flatMap(([name, route]) =>
        targetsOf(name, route).map((t) => `${name} ${t}`),
      ),
    );
    expect(validated.size).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...validated].sort());
  });

  it("reads the account's rows from every table that holds them", async () => {
    const rows = await accountRows();
    expect(Object.keys(rows).sort()).toEqual([
      'blood_pressure_readings',
      'body_measurements',
      'caregiver_invites',
      'caregivers',
      'eye_tests',
      'family_members',
      'medication_logs',
      'medications',
      'notification_preferences',
      'notifications',
      'password_reset_tokens',
      'payment_orders',
      'payments',
      'periods',
      'prescriptions',
      'price_comparisons',
      'privacy_choices',
      'push_snoozes',
      'push_subscriptions',
      'sessions',
      'subscriptions',
      'sugar_readings',
      'support_messages',
      'users',
    ]);
    // The owner and the account the admin routes act on.
    expect(rows.users).toHaveLength(2);
    expect(rows.medications).toHaveLength(1);
    expect(rows.prescriptions).toHaveLength(1);
    for (const table of ['blood_pressure_readings', 'eye_tests']) {
      expect(rows[table], table).toHaveLength(1);
    }
  });

  for (const [name, route] of Object.entries(routes)) {
    for (const target of targetsOf(name, route)) {
      it(`never answers 5xx on ${name} with a bad ${target}, and a refusal changes nothing`, async () => {
        await check(name, route, target);
      });
    }
  }

  it('sent every generated request and none answered 5xx', () => {
    const expected = Object.entries(routes)
      .flatMap(([name, route]) => targetsOf(name, route).map((t) => runsOf(route, t)))
      .reduce((sum, runs) => sum + runs, 0);
    console.log(
      `[fast-check] ${ctx.database.url ? 'PostgreSQL' : 'PGlite'}: ${tally.requests} generated requests, ${tally.serverErrors} answered 5xx`,
    );
    expect(tally.requests).toBe(expected);
    expect(tally.serverErrors).toBe(0);
  });
});
