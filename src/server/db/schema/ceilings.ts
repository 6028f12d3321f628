import { date, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RefusedRow } from '@core/prices/nppa-export';
import type { Release } from '@core/prices/nppa-forms';
import type { CeilingSalt, CeilingStrength } from '@core/prices/nppa-row';
import type { CeilingUnit } from '@core/prices/nppa-unit';
import { createdAt, rowId } from './columns';
import { accountIdOrNull } from './owned';

/**
 * Each load of an NPPA ceiling-price export: the shipped one (by migration) and every later one an
 * admin imports, with the parse report (rows read, parsed, refused and why).
 */
export const nppaImports = pgTable('nppa_imports', {
  id: rowId(),
  /** The file's name or what it is ("NPPA export of 18 Sep 2026, shipped"). */
  source: text('source').notNull(),
  /** The export's own DATE line; null when the file has none. */
  exportDate: date('export_date', { mode: 'string' }),
  rowsRead: integer('rows_read').notNull(),
  rowsParsed: integer('rows_parsed').notNull(),
  refused: jsonb('refused').$type<RefusedRow[]>().notNull(),
  /** The admin who imported it; null for the shipped list (or once that account is deleted). */
  importedBy: accountIdOrNull('imported_by'),
  createdAt: createdAt(),
});

/**
 * The ceiling prices in force: the rows of the latest export, as the rules of
 * core/prices/nppa-row.ts read them. An import replaces them all.
 */
export const nppaCeilingPrices = pgTable('nppa_ceiling_prices', {
  slNo: integer('sl_no').primaryKey(),
  nlemVersion: integer('nlem_version').notNull(),
  /** The row's own texts, line breaks made spaces: "PARACETAMOL", "TABLET 650 MG". */
  formulation: text('formulation').notNull(),
  dosage: text('dosage').notNull(),
  salts: jsonb('salts').$type<CeilingSalt[]>().notNull(),
  strengths: jsonb('strengths').$type<CeilingStrength[]>().notNull(),
  form: text('form').notNull(),
  releases: jsonb('releases').$type<Release[]>().notNull(),
  /** Rupees per unit, excluding GST. */
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  unit: jsonb('unit').$type<CeilingUnit>().notNull(),
  soNumber: text('so_number').notNull(),
  soDate: date('so_date', { mode: 'string' }).notNull(),
  importId: uuid('import_id')
    .notNull()
    .references(() => nppaImports.id),
});
