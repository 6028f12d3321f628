import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns';
import { accountId, accountIdOrNull } from './owned';

/** The Jan Aushadhi (PMBJP) generic list, loaded by a migration from the shipped CSV. */
export const medicineCatalog = pgTable(
  'medicine_catalog',
  {
    drugCode: text('drug_code').primaryKey(),
    name: text('name').notNull(),
    unitSize: text('unit_size').notNull(),
    /** Rupees for the pack; null where the list says 0 (not priced). */
    mrp: numeric('mrp', { precision: 10, scale: 2, mode: 'number' }),
    groupName: text('group_name').notNull(),
    /** Lower-case name for matching. */
    search: text('search').notNull(),
  },
  (t) => [index('medicine_catalog_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);

export const PHARMACY_KEYS = ['pharmEasy', 'apollo', 'medplus'] as const;

/** Pharmacy prices imported by an admin from a CSV, each with its date. */
export const pharmacyPrices = pgTable(
  'pharmacy_prices',
  {
    id: rowId(),
    pharmacy: text('pharmacy', { enum: PHARMACY_KEYS }).notNull(),
    medicineName: text('medicine_name').notNull(),
    /** Lower-case, single-spaced name for matching. */
    search: text('search').notNull(),
    pack: text('pack').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    inStock: text('in_stock', { enum: ['yes', 'no'] })
      .notNull()
      .default('yes'),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    sourceUrl: text('source_url'),
    importId: uuid('import_id'),
    importedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pharmacy_prices_unique_idx').on(t.pharmacy, t.search, t.pack),
    index('pharmacy_prices_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** Every price sheet applied, from the command line or the admin area (ADR 034). */
export const priceImports = pgTable('price_imports', {
  id: rowId(),
  /** Which sheet format (core/contract/admin PRICE_SHEET_KINDS). */
  kind: text('kind').notNull().default('pharmacy-prices'),
  fileName: text('file_name').notNull(),
  /** Where the prices come from, as the admin wrote it; null from the command line. */
  source: text('source'),
  /** The admin who uploaded it; null from the command line (or when that account is gone). */
  uploadedBy: accountIdOrNull('uploaded_by'),
  rowsImported: integer('rows_imported').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  report: jsonb('report').notNull(),
  createdAt: createdAt(),
});

/** Every search a user made, with the answer they saw. */
export const priceComparisons = pgTable(
  'price_comparisons',
  {
    id: rowId(),
    userId: accountId(),
    medicationName: text('medication_name').notNull(),
    dosage: text('dosage'),
    quantity: text('quantity'),
    pharmEasyPrice: numeric('pharm_easy_price', { precision: 10, scale: 2, mode: 'number' }),
    apolloPrice: numeric('apollo_price', { precision: 10, scale: 2, mode: 'number' }),
    medplusPrice: numeric('medplus_price', { precision: 10, scale: 2, mode: 'number' }),
    /** The whole answer as returned (availability, generic, per-pharmacy dates and sources). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('price_comparisons_user_idx').on(t.userId, t.createdAt)],
);
