import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Medication } from '@core/contract/medicines';
import type { PriceSearchResult } from '@core/contract/prices';
import { parseNppaExport } from '@core/prices/nppa-export';
import { nppaCeilingPrices, nppaImports } from '@server/db/schema';
import { importPriceSheet } from '@server/features/prices/import';
import { ceilingValues, importNppaCeilings } from '@server/features/prices/nppa-import';
import { AppError } from '@server/http/errors';
import { createMedication } from '../../harness/fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const SHIPPED = readFileSync(
  new URL('../../assets/nppa/nppa_ceiling_prices.csv', import.meta.url),
  'utf8',
);
const SHIPPED_IMPORT_ID = '00000000-0000-4000-8000-00000000e015';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx);
});
afterAll(() => ctx.close());

async function search(medicationName: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
    cookie: owner.cookie,
    json: { medicationName, ...extra },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('the shipped NPPA export, loaded by migration 0015', () => {
  it('holds every row the rules parse, as the import writes it, and the parse report', async () => {
    const parsed = parseNppaExport(SHIPPED);
    expect([parsed.read, parsed.rows.length, parsed.refused.length]).toEqual([915, 892, 23]);
    const rows = await ctx.database.db.select().from(nppaCeilingPrices);
    const bySl = new Map(rows.map((r) => [r.slNo, r]));
    expect(rows).toHaveLength(892);
    // The committed SQL is what scripts/data/nppa-migration.ts makes of the file today.
    for (const row of parsed.rows) {
      expect(bySl.get(row.slNo), `row ${row.slNo}`).toEqual(ceilingValues(row, SHIPPED_IMPORT_ID));
    }
    const [shipped] = await ctx.database.db
      .select()
      .from(nppaImports)
      .where(eq(nppaImports.id, SHIPPED_IMPORT_ID));
    expect(shipped).toMatchObject({
      exportDate: '2026-09-18',
      rowsRead: 915,
      rowsParsed: 892,
      refused: parsed.refused,
      importedBy: null,
    });
  });

  it('refuses exactly the rows it cannot read, each with its reason', () => {
    const { refused } = parseNppaExport(SHIPPED);
    expect(refused.map((r) => r.row)).toEqual([
      16, 17, 18, 19, 22, 50, 76, 86, 133, 134, 135, 138, 260, 502, 519, 532, 550, 551, 593, 594,
      738, 833, 856,
    ]);
    for (const r of refused) expect(r.reason.length, `row ${r.row}`).toBeGreaterThan(10);
  });
});

describe('the ceiling beside every price search', () => {
  it('"Paracetamol 650": the Jan Aushadhi generic and the ceiling of S.O. 1575(E)', async () => {
    const body = await search('Paracetamol 650');
    expect(body.genericAlternative).toMatchObject({ name: 'Paracetamol Tablets IP 650 mg' });
    expect(body.ceilings).toEqual([
      {
        slNo: 714,
        formulation: 'PARACETAMOL',
        dosage: 'TABLET 650 MG',
        price: 2.05,
        unit: expect.objectContaining({
          kind: 'each',
          item: 'tablet',
          label: '1 Tablet',
        }) as unknown,
        soNumber: '1575(E)',
        soDate: '2026-03-25',
        nlemVersion: 2022,
      },
    ]);
  });

  it('"Telmisartan 40": ₹6.92 a tablet; 20 and 80 their own', async () => {
    expect((await search('Telmisartan 40')).ceilings.map((c) => [c.slNo, c.price])).toEqual([
      [843, 6.92],
    ]);
    expect((await search('Telmisartan', { dosage: '80 mg' })).ceilings[0]?.price).toBe(10.65);
  });

  it('none for a medicine the list does not have, or a strength or form it does not list', async () => {
    // Dolo 500 is no brand the list names (Dolo 650 is: ADR 040).
    expect((await search('Dolo 500')).ceilings).toEqual([]);
    expect((await search('Paracetamol 650 syrup')).ceilings).toEqual([]);
    expect((await search('Telmisartan 60')).ceilings).toEqual([]);
  });

  it('gives each sheet price its pack, for the check against the ceiling', async () => {
    await importPriceSheet(
      ctx.database.db,
      'pharmacy,medicine_name,pack,price,price_date\napollo,Paracetamol 650mg Tablet,15 tablets,45.00,2026-11-20\n',
      { fileName: 'sheet.csv', today: '2026-11-22' },
    );
    const body = await search('Paracetamol 650');
    expect(body.pharmacies.apollo).toMatchObject({ price: 45, pack: '15 tablets' });
    expect(body.pharmacies.pharmEasy.pack).toBeNull();
  });
});

describe('the ceiling of each medicine in the medicines answer', () => {
  it('on the list, on one medicine, and none where the name has no entry', async () => {
    const para = await createMedication(ctx, owner, {
      name: 'Paracetamol',
      dosage: '650 mg',
      notation: '1-0-1',
    });
    expect(para.ceilings.map((c) => c.slNo)).toEqual([714]);
    const dolo = await createMedication(ctx, owner, {
      name: 'Dolo 650',
      dosage: '1 tablet',
      notation: '1-0-1',
    });
    expect(dolo.ceilings).toEqual([]);
    const list = await ctx.call<Medication[]>('GET', '/api/medications', { cookie: owner.cookie });
    const byId = new Map(list.body.map((m) => [m.id, m.ceilings.map((c) => c.slNo)]));
    expect([byId.get(para.id), byId.get(dolo.id)]).toEqual([[714], []]);
    const one = await ctx.call<Medication>('GET', `/api/medications/${para.id}`, {
      cookie: owner.cookie,
    });
    expect(one.body.ceilings[0]?.price).toBe(2.05);
    const changed = await ctx.call<Medication>('PATCH', `/api/medications/${para.id}`, {
      cookie: owner.cookie,
      json: { dosage: '500 mg' },
    });
    expect(changed.body.ceilings.map((c) => [c.slNo, c.price])).toEqual([[706, 0.93]]);
  });
});

/** The shipped export with another date and Telmisartan 40 at another price. */
function laterExport(date: string, telmisartan40: string): string {
  return SHIPPED.replace('"DATE","18/9/2026"', `"DATE","${date}"`).replace(
    '"TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ 6.92(1 Tablet)"',
    `"TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ ${telmisartan40}(1 Tablet)"`,
  );
}

describe('importNppaCeilings: a newer export in the same format', () => {
  it('reports without applying on a dry run', async () => {
    const report = await importNppaCeilings(ctx.database.db, laterExport('1/10/2026', '7.10'), {
      source: 'dry.csv',
      dryRun: true,
    });
    expect(report).toMatchObject({ applied: false, importId: null, read: 915, parsed: 892 });
    expect((await search('Telmisartan 40')).ceilings[0]?.price).toBe(6.92);
  });

  it('replaces the list in one go, records who and what, and searches see it at once', async () => {
    const report = await importNppaCeilings(ctx.database.db, laterExport('1/10/2026', '7.10'), {
      source: 'All_Drugs_Ceiling_Prices.csv',
      importedBy: owner.user.id,
    });
    expect(report).toMatchObject({
      applied: true,
      exportDate: '2026-10-01',
      read: 915,
      parsed: 892,
      source: 'All_Drugs_Ceiling_Prices.csv',
    });
    expect(report.refused).toHaveLength(23);
    expect((await search('Telmisartan 40')).ceilings[0]?.price).toBe(7.1);
    const rows = await ctx.database.db.select().from(nppaCeilingPrices);
    expect(rows).toHaveLength(892);
    expect(new Set(rows.map((r) => r.importId))).toEqual(new Set([report.importId]));
    const [recorded] = await ctx.database.db
      .select()
      .from(nppaImports)
      .where(eq(nppaImports.id, report.importId ?? ''));
    expect(recorded).toMatchObject({ importedBy: owner.user.id, rowsRead: 915, rowsParsed: 892 });
  });

  it('refuses an export older than the list in force, a file that is not one, and one with no readable row', async () => {
    const older = importNppaCeilings(ctx.database.db, laterExport('18/9/2026', '6.00'), {
      source: 'old.csv',
    });
    await expect(older).rejects.toThrow(AppError);
    await expect(older).rejects.toThrow('before the list in force (2026-10-01)');
    await expect(
      importNppaCeilings(ctx.database.db, 'pharmacy,medicine_name,price\napollo,Dolo,30\n', {
        source: 'sheet.csv',
      }),
    ).rejects.toThrow('not an NPPA ceiling-price export');
    const unreadable = SHIPPED.split('\n')
      .slice(0, 6)
      .join('\n')
      .replace('TABLET 300 mg', 'Tablet');
    await expect(
      importNppaCeilings(
        ctx.database.db,
        unreadable.replace('"2011","Acetylsalicylic acid","Tablet 300 mg"', '"2011","X","Pill 3"'),
        { source: 'bad.csv' },
      ),
    ).rejects.toThrow('No row of the file could be read');
    // Nothing of them was applied.
    expect((await search('Telmisartan 40')).ceilings[0]?.price).toBe(7.1);
  });

  it('lets a newer export win over an older one imported at the same moment', async () => {
    // Both pass the check before either has written. Whichever takes the lock second must not
    // leave the older list in force: the older export, second, is refused (the check is made
    // again inside the transaction); first, it is applied and then replaced.
    const [newer, older] = await Promise.allSettled([
      importNppaCeilings(ctx.database.db, laterExport('1/11/2026', '7.50'), { source: 'nov.csv' }),
      importNppaCeilings(ctx.database.db, laterExport('15/10/2026', '7.20'), { source: 'oct.csv' }),
    ]);
    expect(newer.status).toBe('fulfilled');
    if (older.status === 'rejected') {
      expect(String(older.reason)).toContain('before the list in force (2026-11-01)');
    }
    expect((await search('Telmisartan 40')).ceilings[0]?.price).toBe(7.5);
    const [latest] = await ctx.database.db
      .select({ exportDate: nppaImports.exportDate })
      .from(nppaImports)
      .orderBy(desc(nppaImports.createdAt))
      .limit(1);
    expect(latest?.exportDate).toBe('2026-11-01');
  });
});
