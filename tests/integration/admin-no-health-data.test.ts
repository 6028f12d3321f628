// ADR 034: no health data through the admin area. An account with a family, medicines,
// doses, every reading, a prescription and price searches, each marked with text of its own;
// then every admin route is called on it, and no answer may hold a field of a health table or
// any of that text. A new admin route fails here until it is walked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@server/db/schema';
import { addMedication, grantPremium, PNG_BYTES, uploadForm } from '../../harness/fixtures';
import { addMember, addRecord, MEASURED_AT, SAMPLES } from './support/health-fixtures';
import { addSupportMessage, GOOD_SHEET, signUpAdmin, type Account } from './support/admin-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/** The tables of an account's health: what its family is, takes, measures, reads and searches. */
const HEALTH_TABLES: PgTable[] = [
  schema.familyMembers,
  schema.medications,
  schema.medicationLogs,
  schema.prescriptions,
  schema.notifications,
  schema.bloodPressureReadings,
  schema.sugarReadings,
  schema.periods,
  schema.bodyMeasurements,
  schema.eyeTests,
  schema.priceComparisons,
  schema.pushSends,
  schema.pushSnoozes,
  schema.notificationPreferences,
  // Who looks after which member, and the alerts about that member's doses.
  schema.caregiverInvites,
  schema.caregivers,
  schema.caregiverAlerts,
];
/**
 * Public catalogues: the government's ceiling prices name medicines and their dosage, which is
 * nobody's health data, but these columns must still count as health fields elsewhere.
 */
const PUBLIC_CATALOGUES: PgTable[] = [schema.nppaCeilingPrices, schema.nppaImports];

const keysOf = (table: PgTable) => Object.keys(getTableColumns(table));
const otherTables = Object.values(schema as Record<string, unknown>).filter(
  (t): t is PgTable =>
    is(t, PgTable) && !HEALTH_TABLES.includes(t) && !PUBLIC_CATALOGUES.includes(t),
);
/** Field names only a health table has (`id`, `createdAt` and the like are everyone's). */
const HEALTH_FIELDS = new Set(HEALTH_TABLES.flatMap(keysOf));
for (const key of otherTables.flatMap(keysOf)) HEALTH_FIELDS.delete(key);

/** Text put in the account's health records, each a word no admin answer may contain. */
const MARK = {
  member: 'Kamalakshi',
  condition: 'Hypothyroidzz',
  allergy: 'Sulfazzallergy',
  medicine: 'Zyxomedrin',
  dosage: '37 mg',
  notes: 'quietnotezz',
  prescription: 'rxmarkerzz',
  search: 'Qwertamol',
};

let ctx: TestContext;
let admin: Account;
let owner: Account;
let memberId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx);
  owner = await signUp(ctx);
  memberId = await addMember(ctx, owner, {
    name: MARK.member,
    relation: 'mother',
    dateOfBirth: '1958-02-11',
    conditions: [MARK.condition],
    allergies: [MARK.allergy],
    bloodGroup: 'AB-',
  });
  const medicationId = await addMedication(ctx, owner, {
    name: MARK.medicine,
    dosage: MARK.dosage,
    notation: '1-0-1 after food',
    notes: MARK.notes,
    memberId,
  });
  await ctx.call('POST', '/api/medication-logs', {
    cookie: owner.cookie,
    json: {
      medicationId,
      scheduledTime: MEASURED_AT,
      takenTime: MEASURED_AT,
      status: 'taken',
    },
  });
  for (const [path, sample] of Object.entries(SAMPLES)) {
    await addRecord(ctx, owner, path, { ...sample, notes: MARK.notes }, memberId);
  }
  const upload = await ctx.call('POST', '/api/prescriptions', {
    cookie: owner.cookie,
    body: uploadForm(PNG_BYTES, `${MARK.prescription}.png`, 'image/png', { memberId }),
  });
  expect(upload.status).toBe(201);
  await ctx.call('POST', '/api/medication-price-search', {
    cookie: owner.cookie,
    json: { medicationName: MARK.search, dosage: MARK.dosage },
  });
  await grantPremium(ctx, owner);
  await addSupportMessage(ctx, { cookie: owner.cookie }, 'Please help me with my account.');
});
afterAll(() => ctx?.close());

type Call = [method: string, path: string, json?: unknown];

/** Every admin route, called on the owner's account and rows. */
async function everyAdminCall(): Promise<Record<string, Call>> {
  const id = owner.user.id;
  const detail = await ctx.call<{ paymentList: { id: string }[] }>(
    'GET',
    `/api/admin/accounts/${id}`,
    { cookie: admin.cookie },
  );
  const paymentId = detail.body.paymentList[0]!.id;
  const messages = await ctx.call<{ items: { id: string; userId: string | null }[] }>(
    'GET',
    '/api/admin/support-messages?status=all',
    { cookie: admin.cookie },
  );
  const messageId = messages.body.items.find((m) => m.userId === id)!.id;
  const sheet = { kind: 'pharmacy-prices', fileName: 'sheet.csv', csv: GOOD_SHEET };
  const reason = { reason: 'walking every answer' };
  return {
    'POST /api/admin/confirm-password': [
      'POST',
      '/api/admin/confirm-password',
      { password: admin.password },
    ],
    'GET /api/admin/overview': ['GET', '/api/admin/overview'],
    'GET /api/admin/accounts': ['GET', '/api/admin/accounts'],
    'GET /api/admin/accounts/:id': ['GET', `/api/admin/accounts/${id}`],
    'POST /api/admin/accounts/:id/premium': [
      'POST',
      `/api/admin/accounts/${id}/premium`,
      { months: 1, reason: 'walking every answer' },
    ],
    'POST /api/admin/accounts/:id/premium/revoke': [
      'POST',
      `/api/admin/accounts/${id}/premium/revoke`,
      reason,
    ],
    'POST /api/admin/accounts/:id/password-reset': [
      'POST',
      `/api/admin/accounts/${id}/password-reset`,
    ],
    'POST /api/admin/accounts/:id/disable': ['POST', `/api/admin/accounts/${id}/disable`, reason],
    'POST /api/admin/accounts/:id/enable': ['POST', `/api/admin/accounts/${id}/enable`, reason],
    'GET /api/admin/payments': ['GET', '/api/admin/payments'],
    'POST /api/admin/payments/:id/refund': [
      'POST',
      `/api/admin/payments/${paymentId}/refund`,
      reason,
    ],
    'GET /api/admin/support-messages': ['GET', '/api/admin/support-messages?status=all'],
    'GET /api/admin/support-messages/:id': ['GET', `/api/admin/support-messages/${messageId}`],
    'POST /api/admin/support-messages/:id/handled': [
      'POST',
      `/api/admin/support-messages/${messageId}/handled`,
      { handled: true },
    ],
    'POST /api/admin/support-messages/:id/reply': [
      'POST',
      `/api/admin/support-messages/${messageId}/reply`,
      { message: 'Done: your account is fine.' },
    ],
    'POST /api/admin/price-sheets/preview': ['POST', '/api/admin/price-sheets/preview', sheet],
    'POST /api/admin/price-sheets': [
      'POST',
      '/api/admin/price-sheets',
      { ...sheet, source: 'walk' },
    ],
    'GET /api/admin/price-imports': ['GET', '/api/admin/price-imports'],
    'GET /api/admin/audit-log': ['GET', `/api/admin/audit-log?accountId=${id}`],
  };
}

/** Every key of every object in an answer. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysIn(item, into);
    }
  }
  return into;
}

describe('the admin area shows no health data', () => {
  it('knows the fields only health tables have', () => {
    for (const field of [
      'systolic',
      'diastolic',
      'medicationId',
      'memberId',
      'conditions',
      'allergies',
      'bloodGroup',
      'dosage',
      'flow',
    ]) {
      expect(HEALTH_FIELDS.has(field), field).toBe(true);
    }
  });

  it('no admin answer holds a health table’s field or the account’s health text', async () => {
    const calls = await everyAdminCall();
    const registered = [
      ...new Set(
        ctx.app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    expect(Object.keys(calls).sort(), 'every admin route is walked').toEqual(registered);

    let sawTheAccount = false;
    for (const [name, [method, path, json]] of Object.entries(calls)) {
      const res = await ctx.call(method, path, { cookie: admin.cookie, json });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const text = JSON.stringify(res.body);
      if (text.includes(owner.email)) sawTheAccount = true;
      const fields = [...keysIn(res.body)].filter((k) => HEALTH_FIELDS.has(k));
      expect(fields, `${name} answers health fields`).toEqual([]);
      for (const [what, mark] of Object.entries(MARK)) {
        expect(text.toLowerCase().includes(mark.toLowerCase()), `${name} shows the ${what}`).toBe(
          false,
        );
      }
    }
    expect(sawTheAccount, 'the answers are about the account').toBe(true);
  });
});
