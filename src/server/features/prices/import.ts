import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { pharmacyPrices, priceImports } from '../../db/schema';
import { AppError } from '../../http/errors';
import { CsvError, parseCsv } from '@core/prices/csv';
import { normaliseName } from './normalise';
import { PRICE_SHEET_COLUMNS, REQUIRED_COLUMNS, rowSchema, type SheetColumn } from './sheet-row';

// The price sheet an admin imports: `npm run prices:import -- FILE.csv`, or the admin area's upload
// (features/admin/price-sheets.ts: a preview, then the same rows applied). Pure of node:*: it
// takes the file's text, so the same code serves both.

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 9 columns a row. */
const BATCH = 500;
/** The report kept in price_imports stops listing rejected rows after this many. */
const REPORT_LIMIT = 1000;

export interface RejectedRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  reasons: string[];
}

export interface ImportReport {
  importId: string;
  fileName: string;
  /** Data rows read (blank lines not counted). */
  rows: number;
  /** Rows written: new prices and prices that replaced an older or same-day one. */
  imported: number;
  /** Valid rows not written because a newer price for the same product is already stored. */
  olderThanStored: number;
  rejected: RejectedRow[];
  /** Columns the header has that the sheet format does not know; their values are ignored. */
  ignoredColumns: string[];
}

/** The header, mapped to field positions; a sheet without the required columns is refused whole. */
function readHeader(header: string[]): { positions: Map<SheetColumn, number>; ignored: string[] } {
  const positions = new Map<SheetColumn, number>();
  const ignored: string[] = [];
  header.forEach((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    const known = PRICE_SHEET_COLUMNS.find((c) => c === name);
    if (known && !positions.has(known)) positions.set(known, i);
    else if (name !== '') ignored.push(raw.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION',
      `The price sheet has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Its first line must name the columns: ${PRICE_SHEET_COLUMNS.join(', ')}.`,
    );
  }
  return { positions, ignored };
}

function readCsv(text: string) {
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}

/** A sheet read and checked, nothing written yet: what a preview shows and an import applies. */
export interface PriceSheet {
  /** Data rows read (blank lines not counted). */
  rows: number;
  /** The good rows, as they will be stored (without the import's id). */
  good: Omit<typeof pharmacyPrices.$inferInsert, 'importId'>[];
  rejected: RejectedRow[];
  ignoredColumns: string[];
}

/**
 * Reads the sheet and checks every row on its own (a bad row never stops the others); a sheet
 * that is not CSV, has no rows or lacks a required column is refused whole (AppError VALIDATION).
 * `today` is India's date, YYYY-MM-DD: a price cannot be dated after it. Pure: the command line
 * and the admin area's upload (preview, then apply) share it.
 */
export function readPriceSheet(csvText: string, today: string): PriceSheet {
  const [header, ...rows] = readCsv(csvText);
  if (!header || rows.length === 0) {
    throw new AppError('VALIDATION', 'The price sheet has no rows under its header');
  }
  const { positions, ignored } = readHeader(header.fields);
  const schema = rowSchema(today);
  const rejected: RejectedRow[] = [];
  const firstLineOf = new Map<string, number>();
  const good: PriceSheet['good'] = [];

  for (const { line, fields } of rows) {
    const input = Object.fromEntries(
      PRICE_SHEET_COLUMNS.map((c) => {
        const at = positions.get(c);
        return [c, at === undefined ? '' : (fields[at] ?? '')];
      }),
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      rejected.push({ line, reasons: parsed.error.issues.map((i) => i.message) });
      continue;
    }
    const row = parsed.data;
    const search = normaliseName(row.medicine_name);
    const key = `${row.pharmacy}\n${search}\n${row.pack}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      rejected.push({
        line,
        reasons: [`same pharmacy, medicine_name and pack as line ${earlier}`],
      });
      continue;
    }
    firstLineOf.set(key, line);
    good.push({
      pharmacy: row.pharmacy,
      medicineName: row.medicine_name,
      search,
      pack: row.pack,
      price: row.price,
      inStock: row.in_stock,
      priceDate: row.price_date,
      sourceUrl: row.source_url,
    });
  }
  return { rows: rows.length, good, rejected, ignoredColumns: ignored };
}

/** Who applied a sheet and from what; the command line names no admin. */
export interface ImportOrigin {
  fileName: string;
  /** Where the prices come from, as the admin wrote it. */
  source?: string | null;
  /** The admin's account id. */
  uploadedBy?: string | null;
  /** More to write in the import's transaction (the admin area's audit entry). */
  alsoInTransaction?: (tx: Tx, done: { importId: string; imported: number }) => Promise<void>;
}

/**
 * Writes a checked sheet's good rows (upsert by pharmacy, medicine and pack; an older sheet never
 * overwrites a newer price) and records the import, in one transaction.
 */
export async function applyPriceSheet(
  db: Db,
  sheet: PriceSheet,
  origin: ImportOrigin,
): Promise<ImportReport> {
  const importId = crypto.randomUUID();
  const good = sheet.good.map((row) => ({ ...row, importId }));
  const { rejected, ignoredColumns } = sheet;
  const imported = await db.transaction(async (tx) => {
    let written = 0;
    for (let i = 0; i < good.length; i += BATCH) {
      const done = await tx
        .insert(pharmacyPrices)
        .values(good.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [pharmacyPrices.pharmacy, pharmacyPrices.search, pharmacyPrices.pack],
          set: {
            medicineName: sql`excluded.medicine_name`,
            price: sql`excluded.price`,
            inStock: sql`excluded.in_stock`,
            priceDate: sql`excluded.price_date`,
            sourceUrl: sql`excluded.source_url`,
            importId: sql`excluded.import_id`,
            importedAt: sql`now()`,
          },
          setWhere: sql`${pharmacyPrices.priceDate} <= excluded.price_date`,
        })
        .returning({ id: pharmacyPrices.id });
      written += done.length;
    }
    await tx.insert(priceImports).values({
      id: importId,
      kind: 'pharmacy-prices',
      fileName: origin.fileName,
      source: origin.source ?? null,
      uploadedBy: origin.uploadedBy ?? null,
      rowsImported: written,
      rowsRejected: rejected.length,
      report: {
        rows: sheet.rows,
        olderThanStored: good.length - written,
        ignoredColumns,
        rejected: rejected.slice(0, REPORT_LIMIT),
      },
    });
    await origin.alsoInTransaction?.(tx, { importId, imported: written });
    return written;
  });

  return {
    importId,
    fileName: origin.fileName,
    rows: sheet.rows,
    imported,
    olderThanStored: good.length - imported,
    rejected,
    ignoredColumns,
  };
}

/** Reads, checks and applies a sheet: `npm run prices:import`. */
export async function importPriceSheet(
  db: Db,
  csvText: string,
  opts: ImportOrigin & { today: string },
): Promise<ImportReport> {
  return applyPriceSheet(db, readPriceSheet(csvText, opts.today), opts);
}
