import { desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminPriceImport,
  type Paged,
  type PriceSheetApplied,
  type PriceSheetKind,
  type PriceSheetPreview,
} from '@core/contract/admin';
import { DEFAULT_TIME_ZONE, localDay } from '@core/medicines/time-zone';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/types';
import { priceImports, users } from '../../db/schema';
import { applyPriceSheet, readPriceSheet, type PriceSheet } from '../prices/import';
import { importNppaCeilings } from '../prices/nppa-import';
import { writeAudit, type Actor } from './audit';

/** The good rows a preview shows as they will be stored. */
const SAMPLE_ROWS = 5;
/** A preview lists this many rejected rows; the counts are always whole. */
const PREVIEW_REJECTED = 200;

interface Upload {
  fileName: string;
  csv: string;
}

/** What an apply writes in its own transaction: the admin's audit entry (and any record). */
type AlsoWrite = (
  tx: Tx,
  done: { importId: string; imported: number; rejected: number },
) => Promise<void>;

/**
 * One kind of sheet an admin can upload (core/contract/admin PRICE_SHEET_KINDS): its preview
 * checks every row and writes nothing; its apply checks again and writes the rows, the import's
 * record and the admin's audit entry (`record`) in one transaction.
 */
interface SheetKind<K extends PriceSheetKind> {
  preview(
    deps: Deps,
    upload: Upload,
  ): Promise<Omit<Extract<PriceSheetPreview, { kind: K }>, 'kind' | 'fileName'>>;
  apply(
    deps: Deps,
    upload: Upload & { source: string; uploadedBy: string | null },
    record: AlsoWrite,
  ): Promise<Omit<Extract<PriceSheetApplied, { kind: K }>, 'kind'>>;
}

const todayOf = (deps: Deps) => localDay(deps.clock.now(), DEFAULT_TIME_ZONE);

function pharmacyPreview(sheet: PriceSheet) {
  const byPharmacy = new Map<string, { rows: number; oldestDate: string; newestDate: string }>();
  for (const row of sheet.good) {
    const seen = byPharmacy.get(row.pharmacy);
    if (!seen) {
      byPharmacy.set(row.pharmacy, {
        rows: 1,
        oldestDate: row.priceDate,
        newestDate: row.priceDate,
      });
    } else {
      seen.rows += 1;
      if (row.priceDate < seen.oldestDate) seen.oldestDate = row.priceDate;
      if (row.priceDate > seen.newestDate) seen.newestDate = row.priceDate;
    }
  }
  return {
    rows: sheet.rows,
    valid: sheet.good.length,
    rejected: sheet.rejected.slice(0, PREVIEW_REJECTED),
    ignoredColumns: sheet.ignoredColumns,
    pharmacies: [...byPharmacy].map(([pharmacy, facts]) => ({ pharmacy, ...facts })),
    sample: sheet.good.slice(0, SAMPLE_ROWS).map((row) => ({
      pharmacy: row.pharmacy,
      medicineName: row.medicineName,
      pack: row.pack ?? '',
      price: row.price,
      inStock: row.inStock !== 'no',
      priceDate: row.priceDate,
    })),
  };
}

const pharmacyPrices: SheetKind<'pharmacy-prices'> = {
  preview: (deps, upload) =>
    Promise.resolve(pharmacyPreview(readPriceSheet(upload.csv, todayOf(deps)))),
  async apply(deps, upload, record) {
    const sheet = readPriceSheet(upload.csv, todayOf(deps));
    const report = await applyPriceSheet(deps.db, sheet, {
      fileName: upload.fileName,
      source: upload.source,
      uploadedBy: upload.uploadedBy,
      alsoInTransaction: (tx, done) => record(tx, { ...done, rejected: sheet.rejected.length }),
    });
    return {
      importId: report.importId,
      rows: report.rows,
      imported: report.imported,
      olderThanStored: report.olderThanStored,
      rejected: report.rejected.slice(0, PREVIEW_REJECTED),
    };
  },
};

/**
 * A newer NPPA ceiling-price export (ADR 035): it replaces the whole list in force, so its
 * preview is the import's dry run (an export older than the list in force is refused there
 * too). Its record in price_imports (same id as its nppa_imports row) puts it in the admin's
 * list of imports beside the pharmacy sheets.
 */
const nppaCeilings: SheetKind<'nppa-ceilings'> = {
  async preview(deps, upload) {
    const report = await importNppaCeilings(deps.db, upload.csv, {
      source: upload.fileName,
      dryRun: true,
    });
    return {
      exportDate: report.exportDate,
      read: report.read,
      parsed: report.parsed,
      refused: report.refused.slice(0, PREVIEW_REJECTED),
    };
  },
  async apply(deps, upload, record) {
    const report = await importNppaCeilings(deps.db, upload.csv, {
      source: upload.source,
      importedBy: upload.uploadedBy,
      alsoInTransaction: async (tx, done) => {
        await tx.insert(priceImports).values({
          id: done.importId,
          kind: 'nppa-ceilings',
          fileName: upload.fileName,
          source: upload.source,
          uploadedBy: upload.uploadedBy,
          rowsImported: done.parsed,
          rowsRejected: done.refused.length,
          report: { exportDate: done.exportDate, read: done.read },
        });
        await record(tx, {
          importId: done.importId,
          imported: done.parsed,
          rejected: done.refused.length,
        });
      },
    });
    return {
      importId: report.importId ?? '',
      exportDate: report.exportDate,
      read: report.read,
      parsed: report.parsed,
      refused: report.refused.slice(0, PREVIEW_REJECTED),
    };
  },
};

const KINDS: { [K in PriceSheetKind]: SheetKind<K> } = {
  'pharmacy-prices': pharmacyPrices,
  'nppa-ceilings': nppaCeilings,
};

/** POST /api/admin/price-sheets/preview: every row checked, nothing written. */
export async function previewPriceSheet(
  deps: Deps,
  input: { kind: PriceSheetKind; fileName: string; csv: string },
): Promise<PriceSheetPreview> {
  const facts = await KINDS[input.kind].preview(deps, input);
  return { kind: input.kind, fileName: input.fileName, ...facts } as PriceSheetPreview;
}

/**
 * POST /api/admin/price-sheets: the same text checked again (the server keeps no preview) and
 * applied in one transaction with its record (source, uploader) and audit entry.
 */
export async function applyUploadedSheet(
  deps: Deps,
  actor: Actor,
  input: { kind: PriceSheetKind; fileName: string; csv: string; source: string },
): Promise<PriceSheetApplied> {
  const applied = await KINDS[input.kind].apply(
    deps,
    { ...input, uploadedBy: actor.adminId },
    (tx, done) =>
      writeAudit(
        tx,
        actor,
        {
          action: 'prices.import',
          details: {
            kind: input.kind,
            importId: done.importId,
            fileName: input.fileName,
            source: input.source,
            imported: done.imported,
            rejected: done.rejected,
          },
        },
        deps.clock.now(),
      ),
  );
  return { kind: input.kind, ...applied } as PriceSheetApplied;
}

/** GET /api/admin/price-imports: every import, newest first, with who made it. */
export async function listPriceImports(db: Db, page: number): Promise<Paged<AdminPriceImport>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: priceImports, email: users.email })
      .from(priceImports)
      .leftJoin(users, eq(users.id, priceImports.uploadedBy))
      .orderBy(desc(priceImports.createdAt), desc(priceImports.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(priceImports),
  ]);
  return {
    items: rows.map(({ row, email }) => ({
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      source: row.source,
      uploadedBy: email,
      rowsImported: row.rowsImported,
      rowsRejected: row.rowsRejected,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}
