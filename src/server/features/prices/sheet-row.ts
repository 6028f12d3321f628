import * as z from 'zod/mini';
import { isCalendarDate } from '@core/contract/date-rules';
import { PHARMACIES, type PharmacyId } from '@core/prices/best-price';

/**
 * The columns of the price sheet an admin imports, and the rules of one row. docs/prices-import.md
 * documents them for the people who fill the sheet; keep the two in step.
 */
export const PRICE_SHEET_COLUMNS = [
  'pharmacy',
  'medicine_name',
  'pack',
  'price',
  'in_stock',
  'price_date',
  'source_url',
] as const;
export type SheetColumn = (typeof PRICE_SHEET_COLUMNS)[number];
export const REQUIRED_COLUMNS: SheetColumn[] = ['pharmacy', 'medicine_name', 'price', 'price_date'];

/** numeric(10, 2) holds up to this many rupees. */
export const MAX_PRICE = 99_999_999.99;

const PHARMACY_ALIASES: Record<string, PharmacyId> = {
  pharmeasy: 'pharmEasy',
  apollo: 'apollo',
  'apollo pharmacy': 'apollo',
  medplus: 'medplus',
  'medplus mart': 'medplus',
};
const STOCK_ALIASES: Record<string, 'yes' | 'no'> = {
  '': 'yes',
  yes: 'yes',
  y: 'yes',
  true: 'yes',
  '1': 'yes',
  'in stock': 'yes',
  no: 'no',
  n: 'no',
  false: 'no',
  '0': 'no',
  'out of stock': 'no',
};

const collapse = (v: string) => v.replace(/\s+/g, ' ').trim();

/** "42.5", "₹1,250.00", "1,20,000": rupees; anything else is not a price (undefined). */
function rupees(raw: string): number | undefined {
  const v = raw.trim().replace(/^(?:₹|rs\.?|inr)\s*/i, '');
  if (v === '') return undefined;
  if (!/^(?:\d+|\d{1,3}(?:,\d{2,3})+)(?:\.\d{1,2})?$/.test(v)) return Number.NaN;
  return Number(v.replace(/,/g, ''));
}

function isHttpUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** One row of the sheet; every broken field gives its own reason. */
export function rowSchema(today: string) {
  return z.object({
    pharmacy: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => PHARMACY_ALIASES[collapse(v).toLowerCase()] ?? v),
      ),
      z.enum(PHARMACIES, {
        error: (iss) =>
          iss.input === ''
            ? 'pharmacy is empty'
            : `pharmacy "${String(iss.input)}" is not one of pharmEasy, apollo, medplus`,
      }),
    ),
    medicine_name: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'medicine_name is empty', abort: true }),
          z.maxLength(200, 'medicine_name is longer than 200 characters'),
        ),
      z.transform(collapse),
    ),
    pack: z.pipe(
      z.string().check(z.trim(), z.maxLength(100, 'pack is longer than 100 characters')),
      z.transform(collapse),
    ),
    price: z.pipe(
      z.pipe(z.string(), z.transform(rupees)),
      z
        .number({
          error: (iss) =>
            iss.input === undefined
              ? 'price is empty'
              : 'price is not an amount in rupees such as 42.50',
        })
        .check(
          z.positive('price must be more than 0'),
          z.lte(MAX_PRICE, 'price is more than ₹9,99,99,999.99'),
        ),
    ),
    in_stock: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => STOCK_ALIASES[collapse(v).toLowerCase()] ?? v),
      ),
      z.enum(['yes', 'no'], {
        error: (iss) => `in_stock "${String(iss.input)}" is not yes or no`,
      }),
    ),
    price_date: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'price_date is empty', abort: true }),
      z.refine(isCalendarDate, {
        error: 'price_date is not a date written YYYY-MM-DD',
        abort: true,
      }),
      z.refine((v) => v <= today, `price_date is after today (${today})`),
    ),
    source_url: z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(500, { error: 'source_url is longer than 500 characters', abort: true }),
        z.refine((v) => v === '' || isHttpUrl(v), 'source_url is not an http(s) address'),
      ),
      z.transform((v) => (v === '' ? null : v)),
    ),
  });
}
