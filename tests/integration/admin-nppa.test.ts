// ADR 035: the admin price import takes a newer NPPA ceiling-price export
// in the shipped format, so the ceiling list is refreshed without a release.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  AdminAuditLog,
  AdminPriceImport,
  NppaSheetApplied,
  NppaSheetPreview,
  Paged,
} from '@core/contract/admin';
import type { PriceSearchResult } from '@core/contract/prices';
import { parseNppaExport } from '@core/prices/nppa-export';
import { adminAuditLog, nppaCeilingPrices, nppaImports, priceImports } from '@server/db/schema';
import { signUpAdmin, unknownPath, type Account } from './support/admin-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const SHIPPED = readFileSync(
  new URL('../../assets/nppa/nppa_ceiling_prices.csv', import.meta.url),
  'utf8',
);
const SHIPPED_ROW_714 =
  '"","714","2022","PARACETAMOL","TABLET 650 MG","1575(E)","25-Mar-2026","₹ 2.05(1 Tablet)"';
/** The shipped export as NPPA would publish it later: a new date, and one order revised. */
const NEWER = SHIPPED.replace('"DATE","18/9/2026"', '"DATE","20/11/2026"').replace(
  SHIPPED_ROW_714,
  '"","714","2022","PARACETAMOL","TABLET 650 MG","2101(E)","10-Nov-2026","₹ 2.18(1 Tablet)"',
);
const OLDER = SHIPPED.replace('"DATE","18/9/2026"', '"DATE","1/9/2026"');

let ctx: TestContext;
let admin: Account;
let user: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx);
  user = await signUp(ctx);
});
afterAll(() => ctx?.close());

const post = <T>(who: Account, path: string, json?: unknown) =>
  ctx.call<T>('POST', path, { cookie: who.cookie, json });

async function counts() {
  const db = ctx.database.db;
  const [[a], [b], [c]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(nppaImports),
    db.select({ n: sql<number>`count(*)::int` }).from(priceImports),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog),
  ]);
  return [a?.n, b?.n, c?.n];
}

async function paracetamol650() {
  const res = await ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
    cookie: user.cookie,
    json: { medicationName: 'Paracetamol 650' },
  });
  expect(res.status).toBe(200);
  return res.body.ceilings;
}

describe('an NPPA ceiling-price export uploaded by an admin', () => {
  it('previews the shipped export as a dry run: 915 read, 892 parsed, 23 refused, nothing written', async () => {
    const before = await counts();
    const res = await post<NppaSheetPreview>(admin, '/api/admin/price-sheets/preview', {
      kind: 'nppa-ceilings',
      fileName: 'nppa_ceiling_prices.csv',
      csv: SHIPPED,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'nppa-ceilings',
      fileName: 'nppa_ceiling_prices.csv',
      exportDate: '2026-09-18',
      read: 915,
      parsed: 892,
      refused: parseNppaExport(SHIPPED).refused,
    });
    expect(res.body.refused).toHaveLength(23);
    for (const r of res.body.refused) expect(r.reason.length, `row ${r.row}`).toBeGreaterThan(10);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not an NPPA export, and an unknown kind', async () => {
    const wrong = await post<{ message: string }>(admin, '/api/admin/price-sheets/preview', {
      kind: 'nppa-ceilings',
      fileName: 'prices.csv',
      csv: 'pharmacy,medicine_name,price,price_date\napollo,Dolo 650,30,2026-11-20\n',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.length).toBeGreaterThan(10);
    const kind = await post(admin, '/api/admin/price-sheets/preview', {
      kind: 'nppa-ceiling',
      fileName: 'x.csv',
      csv: SHIPPED,
    });
    expect(kind.status).toBe(400);
  });

  it('is unknown to a user and a visitor, as every admin path', async () => {
    const body = { kind: 'nppa-ceilings', fileName: 'x.csv', csv: 'a', source: 'NPPA site' };
    for (const cookie of [user.cookie, null]) {
      for (const path of ['/api/admin/price-sheets/preview', '/api/admin/price-sheets']) {
        const res = await ctx.call('POST', path, { cookie, json: body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual(unknownPath('POST', path));
      }
    }
  });

  it('applies a newer export: the list replaced, recorded, audited, and a search shows the new order', async () => {
    expect((await paracetamol650())[0]).toMatchObject({
      slNo: 714,
      price: 2.05,
      soNumber: '1575(E)',
      soDate: '2026-03-25',
    });
    const applied = await post<NppaSheetApplied>(admin, '/api/admin/price-sheets', {
      kind: 'nppa-ceilings',
      fileName: 'nppa-2026-11-20.csv',
      source: 'NPPA website, All Drugs Ceiling Prices, 20 Nov 2026',
      csv: NEWER,
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      kind: 'nppa-ceilings',
      exportDate: '2026-11-20',
      read: 915,
      parsed: 892,
    });
    expect(applied.body.refused).toHaveLength(23);
    const importId = applied.body.importId;

    expect(await paracetamol650()).toEqual([
      expect.objectContaining({
        slNo: 714,
        price: 2.18,
        soNumber: '2101(E)',
        soDate: '2026-11-10',
      }),
    ]);
    const rows = await ctx.database.db.select().from(nppaCeilingPrices);
    expect(rows).toHaveLength(892);
    expect(rows.every((r) => r.importId === importId)).toBe(true);
    const [record] = await ctx.database.db
      .select()
      .from(nppaImports)
      .where(eq(nppaImports.id, importId));
    expect(record).toMatchObject({
      exportDate: '2026-11-20',
      rowsRead: 915,
      rowsParsed: 892,
      importedBy: admin.user.id,
    });

    const imports = await ctx.call<Paged<AdminPriceImport>>('GET', '/api/admin/price-imports', {
      cookie: admin.cookie,
    });
    expect(imports.body.items[0]).toMatchObject({
      id: importId,
      kind: 'nppa-ceilings',
      fileName: 'nppa-2026-11-20.csv',
      source: 'NPPA website, All Drugs Ceiling Prices, 20 Nov 2026',
      uploadedBy: admin.email,
      rowsImported: 892,
      rowsRejected: 23,
    });
    const log = await ctx.call<AdminAuditLog>('GET', '/api/admin/audit-log?action=prices.import', {
      cookie: admin.cookie,
    });
    expect(log.body.items[0]).toMatchObject({
      adminId: admin.user.id,
      targetUserId: null,
      details: { kind: 'nppa-ceilings', importId, imported: 892, rejected: 23 },
    });
  });

  it('refuses an export older than the list in force, to preview and to apply, changing nothing', async () => {
    const before = await counts();
    for (const csv of [OLDER, SHIPPED]) {
      const preview = await post<{ message: string }>(admin, '/api/admin/price-sheets/preview', {
        kind: 'nppa-ceilings',
        fileName: 'old.csv',
        csv,
      });
      expect(preview.status).toBe(400);
      expect(preview.body.message).toMatch(/before the list in force \(2026-11-20\)/);
      const apply = await post(admin, '/api/admin/price-sheets', {
        kind: 'nppa-ceilings',
        fileName: 'old.csv',
        source: 'An old download',
        csv,
      });
      expect(apply.status).toBe(400);
    }
    expect(await counts()).toEqual(before);
    expect((await paracetamol650())[0]?.price).toBe(2.18);
  });
});
