import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { pharmacyPrices, priceImports } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { importPriceSheet } from '@server/features/prices/import';
import { createTestContext, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TODAY = '2026-11-22';
const importSheet = (text: string, fileName = 'sheet.csv') =>
  importPriceSheet(ctx.database.db, text, { fileName, today: TODAY });

async function stored() {
  return ctx.database.db
    .select()
    .from(pharmacyPrices)
    .orderBy(asc(pharmacyPrices.pharmacy), asc(pharmacyPrices.search), asc(pharmacyPrices.pack));
}

describe('importPriceSheet', () => {
  it('saves the good rows and reports every bad one with its line and reasons', async () => {
    const sheet = [
      '\uFEFFPharmacy,Medicine_Name,Pack,Price,In_Stock,Price_Date,Source_URL,Notes',
      'PharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,2026-11-20,https://pharmeasy.in/p/dolo,ok',
      'Netmeds,Dolo 650 Tablet,15 tablets,31,yes,2026-11-20,,',
      'apollo,,15 tablets,31,yes,2026-11-20,,',
      'apollo,Dolo 650 Tablet,15 tablets,0,yes,2026-11-20,,',
      'apollo,Dolo 650 Tablet,15 tablets,-4,yes,2026-11-20,,',
      'apollo,Dolo 650 Tablet,15 tablets,thirty,yes,2026-11-20,,',
      'apollo,Dolo 650 Tablet,15 tablets,31,perhaps,2026-11-20,,',
      'apollo,Dolo 650 Tablet,15 tablets,31,yes,20/11/2026,,',
      'apollo,Dolo 650 Tablet,15 tablets,31,yes,2026-02-30,,',
      'apollo,Dolo 650 Tablet,15 tablets,31,yes,2026-11-23,,',
      'apollo,Dolo 650 Tablet,15 tablets,31,yes,,javascript:alert(1),',
      'medplus,"Paracetamol 500mg, ""Fever""',
      'Tablet",10 tablets,"₹1,250.00",no,2026-11-21,,',
      '',
      'Medplus Mart,"PARACETAMOL 500mg,  ""Fever"" Tablet",10 tablets,12,yes,2026-11-21,,',
      'medplus,  Dolo  650 Tablet ,15 tablets,29.45,Out of stock,2026-11-19,,',
      'apollo,Dolo 650 Tablet,15 tablets,33.6,,2026-11-18,,',
    ].join('\r\n');
    const report = await importSheet(sheet);
    expect(report.rows).toBe(15);
    expect(report.imported).toBe(4);
    expect(report.olderThanStored).toBe(0);
    expect(report.ignoredColumns).toEqual(['Notes']);
    expect(report.rejected).toEqual([
      { line: 3, reasons: ['pharmacy "Netmeds" is not one of pharmEasy, apollo, medplus'] },
      { line: 4, reasons: ['medicine_name is empty'] },
      { line: 5, reasons: ['price must be more than 0'] },
      { line: 6, reasons: ['price is not an amount in rupees such as 42.50'] },
      { line: 7, reasons: ['price is not an amount in rupees such as 42.50'] },
      { line: 8, reasons: ['in_stock "perhaps" is not yes or no'] },
      { line: 9, reasons: ['price_date is not a date written YYYY-MM-DD'] },
      { line: 10, reasons: ['price_date is not a date written YYYY-MM-DD'] },
      { line: 11, reasons: [`price_date is after today (${TODAY})`] },
      {
        line: 12,
        reasons: ['price_date is empty', 'source_url is not an http(s) address'],
      },
      // The quoted name spans lines 13-14; the row is reported where it starts.
      { line: 16, reasons: ['same pharmacy, medicine_name and pack as line 13'] },
    ]);

    const rows = await stored();
    expect(
      rows.map((r) => [r.pharmacy, r.medicineName, r.pack, r.price, r.inStock, r.priceDate]),
    ).toEqual([
      ['apollo', 'Dolo 650 Tablet', '15 tablets', 33.6, 'yes', '2026-11-18'],
      ['medplus', 'Dolo 650 Tablet', '15 tablets', 29.45, 'no', '2026-11-19'],
      ['medplus', 'Paracetamol 500mg, "Fever" Tablet', '10 tablets', 1250, 'no', '2026-11-21'],
      ['pharmEasy', 'Dolo 650 Tablet', '15 tablets', 30.91, 'yes', '2026-11-20'],
    ]);
    expect(rows[3]?.sourceUrl).toBe('https://pharmeasy.in/p/dolo');
    expect(rows[1]?.search).toBe('dolo 650 tablet');

    const [log] = await ctx.database.db
      .select()
      .from(priceImports)
      .where(eq(priceImports.id, report.importId));
    expect(log).toMatchObject({ fileName: 'sheet.csv', rowsImported: 4, rowsRejected: 11 });
    expect(rows.every((r) => r.importId === report.importId)).toBe(true);
  });

  it('updates a stored price, and never overwrites a newer one with an older sheet', async () => {
    const header = 'pharmacy,medicine_name,pack,price,price_date';
    const newer = await importSheet(
      `${header}\napollo,DOLO 650 TABLET,15 tablets,32.10,2026-11-21\nmedplus,Dolo 650 Tablet,15 tablets,28,2026-11-10`,
      'newer.csv',
    );
    expect(newer).toMatchObject({ imported: 1, olderThanStored: 1, rejected: [] });
    const rows = await stored();
    const apollo = rows.find((r) => r.pharmacy === 'apollo');
    expect(apollo).toMatchObject({ price: 32.1, priceDate: '2026-11-21', inStock: 'yes' });
    expect(apollo?.medicineName).toBe('DOLO 650 TABLET');
    expect(rows.find((r) => r.pharmacy === 'medplus' && r.search.startsWith('dolo'))).toMatchObject(
      {
        price: 29.45,
        priceDate: '2026-11-19',
      },
    );
    expect(rows).toHaveLength(4);
  });

  it('refuses a sheet without its required columns, rows, or closing quote, saving nothing', async () => {
    const before = (await stored()).length;
    const cases: [string, RegExp][] = [
      ['', /no rows/],
      ['pharmacy,medicine_name,price,price_date\n', /no rows/],
      ['name,cost\nDolo,30', /no pharmacy, medicine_name, price, price_date columns\./],
      ['pharmacy,medicine_name,price\napollo,Dolo,30', /no price_date column\./],
      ['pharmacy,medicine_name,price,price_date\napollo,"Dolo,30,2026-11-01', /never ends/],
    ];
    for (const [text, message] of cases) {
      const err = await importSheet(text).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('VALIDATION');
      expect((err as AppError).message).toMatch(message);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('imports nothing and says why when every row is bad', async () => {
    const report = await importSheet(
      'pharmacy,medicine_name,price,price_date\nfoo,Dolo,1,2026-11-01\napollo,Dolo,abc,2026-11-01',
    );
    expect(report.imported).toBe(0);
    expect(report.rejected.map((r) => r.line)).toEqual([2, 3]);
  });
});
