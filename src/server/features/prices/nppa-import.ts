import { desc, sql } from 'drizzle-orm';
import { NppaFormatError, parseNppaExport, type RefusedRow } from '@core/prices/nppa-export';
import type { CeilingRow } from '@core/prices/nppa-row';
import type { Db, Tx } from '../../db/types';
import { nppaCeilingPrices, nppaImports } from '../../db/schema';
import { AppError } from '../../http/errors';
import { forgetCeilings } from './ceilings';

// Loads an NPPA "All Drugs Ceiling Prices" export (the format of assets/nppa/) in place of the
// list in force: the admin price import calls it with the uploaded file's text. Pure of node:*.

/** Rows per INSERT: 12 columns a row, well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;

export interface NppaImportReport {
  /** The nppa_imports row; null for a dry run. */
  importId: string | null;
  source: string;
  exportDate: string | null;
  read: number;
  parsed: number;
  refused: RefusedRow[];
  /** Whether the list in force was replaced (false for a dry run). */
  applied: boolean;
}

export interface NppaImportOptions {
  /** What the file is: its name, or "NPPA export of 18 Sep 2026 (shipped)". */
  source: string;
  /** The admin importing it. */
  importedBy?: string | null;
  /** Read and report only; the list in force stays as it is. */
  dryRun?: boolean;
  /** More to write in the import's transaction (the admin area's record and audit entry). */
  alsoInTransaction?: (tx: Tx, done: NppaImportReport & { importId: string }) => Promise<void>;
}

/** The columns of one ceiling row, for the import and for the shipped list's migration. */
export function ceilingValues(
  row: CeilingRow,
  importId: string,
): typeof nppaCeilingPrices.$inferInsert {
  return {
    slNo: row.slNo,
    nlemVersion: row.nlemVersion,
    formulation: row.formulationText,
    dosage: row.dosageText,
    salts: row.salts,
    strengths: row.strengths,
    form: row.form,
    releases: row.releases,
    price: row.price,
    unit: row.unit,
    soNumber: row.soNumber,
    soDate: row.soDate,
    importId,
  };
}

function readExport(csvText: string) {
  try {
    return parseNppaExport(csvText);
  } catch (err) {
    if (err instanceof NppaFormatError) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}

/**
 * Validates the export (every row parsed or refused with its reason), then, unless it is a dry
 * run, replaces the ceiling list with its rows and records the import with its report, in one
 * transaction. Refused: a file that is not an NPPA export, one with no readable row, and one dated
 * before the list in force.
 */
/** Held by an import's transaction, so that imports run one after another. */
const NPPA_IMPORT_LOCK = 7_312_002;

/** An export dated before the list in force is refused. */
async function refuseOlderThanInForce(
  db: Pick<Db, 'select'>,
  exportDate: string | null,
): Promise<void> {
  const [current] = await db
    .select({ exportDate: nppaImports.exportDate })
    .from(nppaImports)
    .orderBy(desc(nppaImports.createdAt))
    .limit(1);
  if (current?.exportDate && exportDate && exportDate < current.exportDate) {
    throw new AppError(
      'VALIDATION',
      `This export is dated ${exportDate}, before the list in force (${current.exportDate})`,
    );
  }
}

export async function importNppaCeilings(
  db: Db,
  csvText: string,
  opts: NppaImportOptions,
): Promise<NppaImportReport> {
  const parsed = readExport(csvText);
  const report: NppaImportReport = {
    importId: null,
    source: opts.source,
    exportDate: parsed.exportDate,
    read: parsed.read,
    parsed: parsed.rows.length,
    refused: parsed.refused,
    applied: false,
  };
  if (parsed.rows.length === 0) {
    throw new AppError(
      'VALIDATION',
      `No row of the file could be read as a ceiling price (${parsed.read} read, ${parsed.refused.length} refused)`,
    );
  }
  await refuseOlderThanInForce(db, parsed.exportDate);
  if (opts.dryRun) return report;

  const importId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    // One import at a time, and the check again inside: two at once (on PostgreSQL, several
    // servers) both pass the check above, and an older export must not replace a newer list.
    await tx.execute(sql`select pg_advisory_xact_lock(${NPPA_IMPORT_LOCK})`);
    await refuseOlderThanInForce(tx, parsed.exportDate);
    await tx.insert(nppaImports).values({
      id: importId,
      source: opts.source,
      exportDate: parsed.exportDate,
      rowsRead: parsed.read,
      rowsParsed: parsed.rows.length,
      refused: parsed.refused,
      importedBy: opts.importedBy ?? null,
      // The time it is applied, under the lock (now() would be the transaction's start): the
      // latest record is the list in force, whichever import began first.
      createdAt: sql`clock_timestamp()`,
    });
    await tx.delete(nppaCeilingPrices);
    const values = parsed.rows.map((r) => ceilingValues(r, importId));
    for (let i = 0; i < values.length; i += BATCH) {
      await tx.insert(nppaCeilingPrices).values(values.slice(i, i + BATCH));
    }
    await opts.alsoInTransaction?.(tx, { ...report, importId, applied: true });
  });
  forgetCeilings(db);
  return { ...report, importId, applied: true };
}
