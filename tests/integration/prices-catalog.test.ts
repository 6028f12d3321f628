import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { medicineSuggestionSchema, type MedicineSuggestion } from '@core/contract/prices';
import { medicineCatalog } from '@server/db/schema';
import { parseCsv } from '@core/prices/csv';
import { normaliseName } from '@server/features/prices/normalise';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ cookie } = await signUp(ctx));
});
afterAll(() => ctx.close());

async function suggest(q: string, extra = '') {
  return ctx.call<MedicineSuggestion[]>(
    'GET',
    `/api/medicines/search?q=${encodeURIComponent(q)}${extra}`,
    { cookie },
  );
}

describe('the Jan Aushadhi catalog migration', () => {
  it('loads every product of the shipped CSV, MRP 0 as no MRP, search = normalised name', async () => {
    const csv = readFileSync(
      new URL('../../assets/jan-aushadhi/jan_aushadhi_products.csv', import.meta.url),
      'utf8',
    );
    const [, ...records] = parseCsv(csv);
    expect(records).toHaveLength(2439);
    const rows = await ctx.database.db.select().from(medicineCatalog);
    expect(rows).toHaveLength(2439);
    const byCode = new Map(rows.map((r) => [r.drugCode, r]));
    for (const { fields } of records) {
      const [, code, name, unitSize, mrp, group] = fields as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const row = byCode.get(code);
      expect(row, code).toBeDefined();
      expect(row!.name).toBe(name.replace(/\s+/g, ' ').trim());
      expect(row!.unitSize).toBe(unitSize.trim());
      expect(row!.groupName).toBe(group.trim());
      expect(row!.mrp).toBe(Number(mrp) === 0 ? null : Number(mrp));
      expect(row!.search).toBe(normaliseName(row!.name));
    }
    expect(rows.filter((r) => r.mrp === null)).toHaveLength(387);
    expect(new Set(rows.map((r) => r.groupName)).size).toBe(68);
  });

  it('keeps names with quotes, no-break spaces and Greek letters intact', async () => {
    const [arteether] = await ctx.database.db
      .select()
      .from(medicineCatalog)
      .where(sql`${medicineCatalog.drugCode} = '304'`);
    expect(arteether?.name).toBe('α-β Arteether Injection 150 mg');
    expect(arteether?.unitSize).toBe('2 ml Ampoule');
  });
});

describe('GET /api/medicines/search', () => {
  it('suggests paracetamol for "para", best first, at most 10, in the contract shape', async () => {
    const res = await suggest('para');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(10);
    for (const s of res.body) expect(medicineSuggestionSchema.parse(s)).toEqual(s);
    expect(res.body[0]).toEqual({
      name: 'Paracetamol Tablets IP 500 mg',
      unitSize: "10's",
      mrp: 6.56,
      group: 'Analgesic/Antipyretic/Anti-Inflammatory',
    });
    expect(res.body.slice(0, 5).every((s) => s.name.startsWith('Paracetamol'))).toBe(true);
  });

  it('ignores case: Paracetamol, PARACETAMOL and paracetamol answer the same', async () => {
    const a = await suggest('Paracetamol');
    const b = await suggest('PARACETAMOL');
    const c = await suggest('  paracetamol ');
    expect(a.body).toHaveLength(10);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
  });

  it.each([
    ['paracetmol', 'Paracetamol'],
    ['atorvastatn', 'Atorvastatin'],
    ['ATORVASTATIN', 'Atorvastatin'],
    ['atorvastatin', 'Atorvastatin'],
    ['metfromin', 'Metformin'],
    ['amlodipin', 'Amlodipine'],
  ])('finds %s (typo or any case) as %s', async (q, start) => {
    const res = await suggest(q);
    expect(res.status).toBe(200);
    expect(res.body[0]?.name.startsWith(start)).toBe(true);
  });

  it('prefers the plain product and the strength typed', async () => {
    expect((await suggest('atorvastatin')).body[0]?.name).toBe('Atorvastatin Tablets IP 5mg');
    const withStrength = await suggest('paracetamol 650');
    expect(withStrength.body.map((s) => s.name)).toContain('Paracetamol Tablets IP 650 mg');
    expect(withStrength.body.every((s) => /650/.test(s.name))).toBe(true);
  });

  it('does not guess from a shared ending, nor from two letters', async () => {
    expect((await suggest('crocin')).body).toEqual([]);
    expect((await suggest('zzzzqx')).body).toEqual([]);
    const pa = await suggest('pa');
    expect(pa.body.every((s) => s.name.toLowerCase().includes('pa'))).toBe(true);
  });

  it('shows an MRP of 0 as no MRP', async () => {
    const res = await suggest('Atorvastatin (10mg) + Aspirin (75mg) + Ramipril');
    const product = res.body.find((s) => s.name.includes('Ramipril'));
    expect(product?.mrp).toBeNull();
  });

  it('treats % and _ as letters, and honours a smaller limit', async () => {
    const percent = await suggest('iodine 10 %');
    expect(percent.body.length).toBeGreaterThan(0);
    expect(percent.body.every((s) => /iodine.*10 ?%/i.test(s.name))).toBe(true);
    expect((await suggest('%')).body).toEqual([]);
    expect((await suggest('_')).body).toEqual([]);
    expect((await suggest('p_r')).body).toEqual([]);
    expect((await suggest('paracetamol', '&limit=3')).body).toHaveLength(3);
  });

  it('answers 400 with a message for an empty, blank or too long query or a bad limit', async () => {
    for (const path of [
      '/api/medicines/search',
      '/api/medicines/search?q=',
      '/api/medicines/search?q=%20%20',
      `/api/medicines/search?q=${'a'.repeat(101)}`,
      '/api/medicines/search?q=para&limit=11',
    ]) {
      const res = await ctx.call<{ message: string; code: string }>('GET', path, { cookie });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.message.length).toBeGreaterThan(5);
    }
    const empty = await ctx.call<{ message: string }>('GET', '/api/medicines/search?q=', {
      cookie,
    });
    expect(empty.body.message).toBe('Please type a medicine name');
  });

  it('answers 401 when signed out', async () => {
    const res = await ctx.call('GET', '/api/medicines/search?q=para');
    expect(res.status).toBe(401);
  });

  it('orders names that fit the query equally well shorter first, then by name', async () => {
    // Queries of one word, short ones included (no typo is guessed below 4 letters).
    const place = (name: string, q: string) => {
      const search = normaliseName(name);
      if (search.startsWith(q)) return 0;
      return search.includes(` ${q}`) ? 2 : 3;
    };
    for (const q of ['ba', 'n', 'bag', 'amlo', 'statin']) {
      const names = (await suggest(q)).body.map((s) => s.name);
      expect(names.length, q).toBeGreaterThan(2);
      const keys = names.map((n) => [place(n, q), n.length, n] as const);
      const sorted = [...keys].sort(
        (a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0),
      );
      expect(keys, q).toEqual(sorted);
    }
  });

  it('reads the catalogue once, shared by concurrent first searches; then no query', async () => {
    const cold = await createTestContext();
    try {
      const { cookie: coldCookie } = await signUp(cold);
      const search = (q: string) =>
        cold.call<MedicineSuggestion[]>('GET', `/api/medicines/search?q=${q}`, {
          cookie: coldCookie,
        });
      cold.queries.length = 0;
      const first = await Promise.all(['para', 'paracetmol', 'zzzz', 'para'].map(search));
      expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(cold.queries.filter((s) => s.includes('"medicine_catalog"'))).toHaveLength(1);
      expect(first[1]!.body).toEqual((await suggest('paracetmol')).body);
      expect(first[3]!.body).toEqual(first[0]!.body);
      for (const q of ['para', 'paracetmol', 'zzzz']) {
        cold.queries.length = 0;
        expect((await search(q)).status).toBe(200);
        expect(
          cold.queries.filter((s) => s.includes('"medicine_catalog"')),
          q,
        ).toEqual([]);
        // At most the session lookup.
        expect(cold.queries.length, q).toBeLessThanOrEqual(1);
      }
    } finally {
      await cold.close();
    }
  });
});
