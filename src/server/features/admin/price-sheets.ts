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
import type { Db } from '../../db/types';
import { priceImports, users } from '../../db/schema';
import {
  applyPriceSheet,
  readPriceSheet,
  type ImportOrigin,
  type PriceSheet,
} from '../prices/import';
import { writeAudit, type Actor } from './audit';

/** The good rows a preview shows as they will be stored. */
const SAMPLE_ROWS = 5;
/** A preview lists this many rejected rows; the counts are always whole. */
const PREVIEW_REJECTED = 200;

/**
 * One kind of sheet an admin can upload: how its text is read and checked (pure: a preview
 * writes nothing) and how the checked rows are applied. The pharmacy price sheet is the one
 * kind today; another (an NPPA ceiling-price export, say) is a second entry, its name in
 * core/contract/admin PRICE_SHEET_KINDS.
 */
interface SheetKind<Sheet> {
  read(csv: string, today: string): Sheet;
  preview(sheet: Sheet): Omit<PriceSheetPreview, 'kind' | 'fileName'>;
  apply(
    db: Db,
    sheet: Sheet,
    origin: ImportOrigin & { source: string },
  ): Promise<PriceSheetApplied>;
}

const pharmacyPrices: SheetKind<PriceSheet> = {
  read: readPriceSheet,
  preview(sheet) {
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
  },
  async apply(db, sheet, origin) {
    const report = await applyPriceSheet(db, sheet, origin);
    return {
      importId: report.importId,
      rows: report.rows,
      imported: report.imported,
      olderThanStored: report.olderThanStored,
      rejected: report.rejected.slice(0, PREVIEW_REJECTED),
    };
  },
};

const KINDS: { [K in PriceSheetKind]: SheetKind<PriceSheet> } = {
  'pharmacy-prices': pharmacyPrices,
};

const todayOf = (deps: Deps) => localDay(deps.clock.now(), DEFAULT_TIME_ZONE);

/** POST /api/admin/price-sheets/preview: every row checked, nothing written. */
export function previewPriceSheet(
  deps: Deps,
  input: { kind: PriceSheetKind; fileName: string; csv: string },
): PriceSheetPreview {
  const kind = KINDS[input.kind];
  const sheet = kind.read(input.csv, todayOf(deps));
  return { kind: input.kind, fileName: input.fileName, ...kind.preview(sheet) };
}

/**
 * POST /api/admin/price-sheets: the same text checked again (the server keeps no preview) and
 * its good rows applied in one transaction with its record (source, uploader) and audit entry.
 */
export async function applyUploadedSheet(
  deps: Deps,
  actor: Actor,
  input: { kind: PriceSheetKind; fileName: string; csv: string; source: string },
): Promise<PriceSheetApplied> {
  const kind = KINDS[input.kind];
  const sheet = kind.read(input.csv, todayOf(deps));
  const applied = await kind.apply(deps.db, sheet, {
    fileName: input.fileName,
    source: input.source,
    uploadedBy: actor.adminId,
    alsoInTransaction: (tx, done) =>
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
            rejected: sheet.rejected.length,
          },
        },
        deps.clock.now(),
      ),
  });
  return applied;
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
