import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { count, eq, getTableName, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { medicationLogs } from '@server/db/schema';
import { EXPORT_TABLES, NOT_EXPORTED } from '@server/features/data-privacy/export-tables';
import { EXPORT_PAGE_ROWS } from '@server/features/data-privacy/export-zip';
import { addMedication, addPaymentOrder, addPrescription, PNG_BYTES } from '../../harness/fixtures';
import { addMember, addSample, type Tracker } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
let address = 0;
beforeEach(() => {
  address += 1;
  ctx.ip = `198.19.0.${address}`;
});

/** Raw SQL's rows: node-postgres and PGlite both answer `{ rows }`. */
async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as { rows: T[] }).rows;
}

type Owner = Awaited<ReturnType<typeof signUp>>;
const TRACKERS: Tracker[] = [
  '/api/blood-pressure',
  '/api/sugar-levels',
  '/api/periods',
  '/api/body-measurements',
  '/api/eye-tests',
];

/** An account with a row in every table a user can fill, named so it can be found again. */
async function fullAccount(tag: string): Promise<Owner & { memberId: string }> {
  const owner = await signUp(ctx);
  const memberId = await addMember(ctx, owner, { name: `Amma ${tag}`, relation: 'mother' });
  await addMedication(ctx, owner, {
    name: `Amlodipine ${tag}`,
    dosage: '5 mg',
    notation: '1-0-1',
    notes: `=HYPERLINK("x"), take "with" water\nthen rest ${tag}`,
  });
  for (const path of TRACKERS) await addSample(ctx, owner, path);
  await addPrescription(ctx, owner);
  await ctx.call('POST', '/api/medication-price-search', {
    cookie: owner.cookie,
    json: { medicationName: `Paracetamol ${tag}` },
  });
  await ctx.call('PATCH', '/api/data-privacy/choices', {
    cookie: owner.cookie,
    json: { healthTips: false },
  });
  // Premium bought through the test gateway (a paid order, its payment, the subscription), and
  // an order left unpaid.
  const orderId = await addPaymentOrder(ctx, owner);
  const result = await ctx.call<{ payment: unknown }>(
    'POST',
    `/api/payments/orders/${orderId}/test-result`,
    { cookie: owner.cookie, json: { outcome: 'paid' } },
  );
  const paid = await ctx.call('POST', `/api/payments/orders/${orderId}/verify`, {
    cookie: owner.cookie,
    json: result.body.payment,
  });
  expect(paid.status).toBe(200);
  await addPaymentOrder(ctx, owner);
  return { ...owner, memberId };
}

async function exportOf(owner: Owner): Promise<Record<string, Uint8Array>> {
  const res = await ctx.app.request('/api/data-privacy/export', {
    method: 'POST',
    headers: { cookie: `mm_session=${owner.cookie}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="medmitra-data-/);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

const text = (files: Record<string, Uint8Array>) =>
  Object.values(files)
    .map((f) => strFromU8(f))
    .join('\n');

describe('POST /api/data-privacy/export', () => {
  it("answers a ZIP of the account's data: JSON, a CSV per table and the prescription files", async () => {
    const me = await fullAccount('Mine');
    const other = await fullAccount('Theirs');
    const files = await exportOf(me);

    const names = Object.keys(files);
    for (const spec of EXPORT_TABLES) expect(names).toContain(`csv/${spec.name}.csv`);
    expect(names).toContain('medmitra-data.json');
    const rx = names.filter((n) => n.startsWith('prescriptions/'));
    expect(rx).toHaveLength(1);
    expect(files[rx[0]!]).toEqual(PNG_BYTES);

    const data = JSON.parse(strFromU8(files['medmitra-data.json']!)) as Record<string, unknown[]>;
    expect(data.account).toEqual([expect.objectContaining({ email: me.email })]);
    expect(JSON.stringify(data.account)).not.toContain('passwordHash');
    expect(data.family_members).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Amma Mine' })]),
    );
    expect(data.medicines).toEqual([expect.objectContaining({ name: 'Amlodipine Mine' })]);
    for (const key of [
      'blood_pressure_readings',
      'sugar_readings',
      'weight_and_height',
      'periods',
      'eye_tests',
      'prescriptions',
      'price_searches',
    ])
      expect(data[key], key).toHaveLength(1);
    expect(data.privacy_choices).toEqual([expect.objectContaining({ healthTips: false })]);
    expect(JSON.stringify(data.signed_in_devices)).not.toContain('tokenHash');

    // RFC 4180 quoting, and the formula neutralised.
    const medicines = strFromU8(files['csv/medicines.csv']!);
    expect(medicines).toContain(`"'=HYPERLINK(""x""), take ""with"" water\nthen rest Mine"`);
    // A byte-order mark first, so that a spreadsheet reads Hindi names as UTF-8.
    expect([...files['csv/medicines.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(medicines.split('\r\n')[0]).toMatch(/^id,user_id,member_id,name,/);

    // Nothing of the other account, anywhere in the ZIP.
    const all = text(files);
    expect(all).not.toContain(other.user.id);
    expect(all).not.toContain(other.email);
    expect(all).not.toContain('Theirs');
    expect(all).toContain(me.user.id);
  });

  it('streams a large account a page at a time and answers it complete', async () => {
    const owner = await signUp(ctx);
    const medicationId = await addMedication(ctx, owner);
    const inserted = EXPORT_PAGE_ROWS * 6 + 17;
    const start = Date.parse('2025-01-01T02:30:00.000Z');
    const rows = Array.from({ length: inserted }, (_, i) => ({
      userId: owner.user.id,
      medicationId,
      scheduledTime: new Date(start + i * 3_600_000),
      takenTime: new Date(start + i * 3_600_000),
      status: 'taken' as const,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.database.db.insert(medicationLogs).values(rows.slice(i, i + 1000));

    // The logs inserted here, and any the medicine made itself.
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(medicationLogs)
      .where(eq(medicationLogs.userId, owner.user.id));
    expect(stored!.n).toBeGreaterThanOrEqual(inserted);

    ctx.queries.length = 0;
    const res = await ctx.app.request('/api/data-privacy/export', {
      method: 'POST',
      headers: { cookie: `mm_session=${owner.cookie}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    // The first bytes left before the logs were read: the ZIP is made as it is sent.
    const logPagesAtFirstChunk = ctx.queries.filter((q) => q.includes('"medication_logs"')).length;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    const logPages = ctx.queries.filter((q) => q.includes('"medication_logs"')).length;
    expect(logPagesAtFirstChunk).toBe(0);
    // Each pass (CSV, JSON) reads the logs in pages, never all at once.
    expect(logPages).toBe(2 * Math.ceil((stored!.n + 1) / EXPORT_PAGE_ROWS));
    expect(chunks.length).toBeGreaterThan(10);

    const size = chunks.reduce((n, c) => n + c.length, 0);
    const zipBytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      zipBytes.set(c, at);
      at += c.length;
    }
    const files = unzipSync(zipBytes);
    const csv = strFromU8(files['csv/medication_logs.csv']!).trimEnd().split('\r\n');
    expect(csv).toHaveLength(stored!.n + 1);
    const data = JSON.parse(strFromU8(files['medmitra-data.json']!)) as Record<string, unknown[]>;
    expect(data.medication_logs).toHaveLength(stored!.n);
    expect(new Set(data.medication_logs!.map((r) => (r as { id: string }).id)).size).toBe(
      stored!.n,
    );
  });

  it('counts exports per account: the sixth within an hour is refused', async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 5; i += 1) await exportOf(owner);
    const res = await ctx.call('POST', '/api/data-privacy/export', { cookie: owner.cookie });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'RATE_LIMITED', message: expect.stringContaining('exports') });
  });

  it('exports every table with a user_id column, or says why not', async () => {
    const result = await select<{ table_name: string }>(
      sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
    );
    const owned = result.map((r) => r.table_name).sort();
    const covered = new Set([
      ...EXPORT_TABLES.map((s) => getTableName(s.table)),
      ...Object.keys(NOT_EXPORTED),
    ]);
    expect(owned.filter((t) => !covered.has(t))).toEqual([]);
  });
});

describe('/api/data-privacy/choices', () => {
  it('starts with both on, and a change holds at once', async () => {
    const owner = await signUp(ctx);
    const start = await ctx.call('GET', '/api/data-privacy/choices', { cookie: owner.cookie });
    expect(start.body).toEqual({ reminderEmails: true, healthTips: true });
    const off = await ctx.call('PATCH', '/api/data-privacy/choices', {
      cookie: owner.cookie,
      json: { reminderEmails: false },
    });
    expect(off.body).toEqual({ reminderEmails: false, healthTips: true });
    const after = await ctx.call('GET', '/api/data-privacy/choices', { cookie: owner.cookie });
    expect(after.body).toEqual({ reminderEmails: false, healthTips: true });
    const other = await signUp(ctx);
    const theirs = await ctx.call('GET', '/api/data-privacy/choices', { cookie: other.cookie });
    expect(theirs.body).toEqual({ reminderEmails: true, healthTips: true });
  });

  it('refuses an empty change and a value that is not on or off', async () => {
    const owner = await signUp(ctx);
    for (const json of [{}, { healthTips: 'no' }, { healthTips: true, extra: 1 }]) {
      const res = await ctx.call('PATCH', '/api/data-privacy/choices', {
        cookie: owner.cookie,
        json,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message: expect.any(String) });
    }
  });
});

/** Every file and folder under the file store, relative to it. */
function storeEntries(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    const here = relative(root, path);
    return e.isDirectory() ? [here, ...storeEntries(path, root)] : [here];
  });
}

/** Every row of every table in the database, as text, by table. */
async function everyRow(): Promise<Map<string, string[]>> {
  const tables = await select<{ table_schema: string; table_name: string }>(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const out = new Map<string, string[]>();
  for (const { table_schema, table_name } of tables) {
    const rows = await select<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} t`,
    );
    out.set(
      `${table_schema}.${table_name}`,
      rows.map((r) => r.row),
    );
  }
  return out;
}

describe('POST /api/data-privacy/delete-account', () => {
  it('refuses a wrong password with a clear message, and counts it', async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.call('POST', '/api/data-privacy/delete-account', {
        cookie: owner.cookie,
        json: { password: 'not-my-password' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'WRONG_PASSWORD',
        message: 'Your password is not correct',
      });
    }
    const sixth = await ctx.call('POST', '/api/data-privacy/delete-account', {
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(sixth.status).toBe(429);
    const still = await ctx.call('GET', '/api/auth/user', { cookie: owner.cookie });
    expect(still.status).toBe(200);
  });

  it('deletes every row and file of the account, ends its sessions, and emails it', async () => {
    const me = await fullAccount('Gone');
    const second = await ctx.call<unknown>('POST', '/api/auth/signin', {
      json: { email: me.email, password: me.password },
    });
    const otherDevice = second.cookie!;
    // A failed sign-in leaves a counter keyed by the email.
    await ctx.call('POST', '/api/auth/signin', { json: { email: me.email, password: 'wrong-1' } });
    const other = await fullAccount('Kept');
    const before = await everyRow();
    const storeBefore = storeEntries(ctx.filesDir);
    expect(storeBefore.some((p) => p.includes(me.user.id))).toBe(true);
    ctx.outbox.length = 0;

    const res = await ctx.call('POST', '/api/data-privacy/delete-account', {
      cookie: me.cookie,
      json: { password: me.password },
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toBe('');

    const after = await everyRow();
    const traces = [me.user.id, me.email, me.memberId, 'Amma Gone', 'Amlodipine Gone'];
    for (const [table, rows] of after) {
      for (const trace of traces)
        expect(
          rows.filter((r) => r.includes(trace)),
          `${table} still holds ${trace}`,
        ).toEqual([]);
    }
    // The other account's rows are all still there, unchanged.
    for (const [table, rows] of before) {
      const kept = rows.filter((r) => r.includes(other.user.id));
      expect(after.get(table), table).toEqual(expect.arrayContaining(kept));
    }
    const store = storeEntries(ctx.filesDir);
    expect(store.filter((p) => p.includes(me.user.id))).toEqual([]);
    expect(store.filter((p) => p.includes(other.user.id)).length).toBeGreaterThan(0);
    // The payment records the law requires stay, naming no account (ADR 027, 031): the paid
    // order and its captured payment; the unpaid order is gone.
    const anonymous = (table: string, rows: Map<string, string[]>, status: string) =>
      (rows.get(table) ?? []).filter(
        (r) => r.includes('"user_id":null') && r.includes(`"status":"${status}"`),
      ).length;
    expect(anonymous('public.payment_orders', after, 'paid')).toBe(
      anonymous('public.payment_orders', before, 'paid') + 1,
    );
    expect(anonymous('public.payments', after, 'captured')).toBe(
      anonymous('public.payments', before, 'captured') + 1,
    );
    expect(anonymous('public.payment_orders', after, 'created')).toBe(0);

    for (const cookie of [me.cookie, otherDevice]) {
      const res = await ctx.call('GET', '/api/auth/user', { cookie });
      expect(res.status).toBe(401);
    }
    const signIn = await ctx.call('POST', '/api/auth/signin', {
      json: { email: me.email, password: me.password },
    });
    expect(signIn.status).toBe(401);
    expect(ctx.outbox).toEqual([
      expect.objectContaining({
        to: me.email,
        subject: 'Your MedMitra account has been deleted',
      }),
    ]);
  });
});
