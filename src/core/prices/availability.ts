/**
 * What a price card may say about one pharmacy (ADR 040). "Out of Stock" is a claim about the
 * pharmacy's shelf: it is made only when a price source said so (a live endpoint answering
 * inStock: false, a sheet row marked in_stock = no). A pharmacy no source knows the medicine at
 * has "No price on file": nothing is known, so nothing is claimed.
 */
import { PHARMACIES, isAvailablePrice, type PharmacyId, type PharmacyPrices } from './best-price';

export const PHARMACY_STATUSES = ['available', 'outOfStock', 'noPrice'] as const;
export type PharmacyStatus = (typeof PHARMACY_STATUSES)[number];

/** What one source answered: a positive price, and whether the pharmacy has it in stock. */
export interface StockAnswer {
  price: number;
  inStock: boolean;
}

/** The status of a source's answer; no answer at all is "no price on file". */
export function statusOfAnswer(answer: StockAnswer | null): PharmacyStatus {
  if (answer === null) return 'noPrice';
  if (!answer.inStock) return 'outOfStock';
  return isAvailablePrice(answer.price) ? 'available' : 'noPrice';
}

/**
 * A pharmacy's saved detail (a search answer, possibly saved before `status` existed). A detail
 * of those days had a date only when a source answered, and with no price that answer was "out
 * of stock" (the sheet and the live endpoints never give a price of 0), so the date tells.
 */
export interface SavedDetail {
  status?: PharmacyStatus | undefined;
  price: number | null;
  priceDate: string | null;
}

export function statusOfSaved(
  detail: SavedDetail | null | undefined,
  price: number | null | undefined,
): PharmacyStatus {
  if (isAvailablePrice(price)) return 'available';
  if (detail?.status === 'outOfStock') return 'outOfStock';
  if (detail?.status === undefined && detail?.priceDate) return 'outOfStock';
  return 'noPrice';
}

/** How many of the three pharmacies have a price: the search toast says it as it is. */
export interface FoundSummary {
  /** Pharmacies with a price. */
  found: number;
  /** Always 3 (PHARMACIES): the toast says "N of 3". */
  of: number;
  kind: 'all' | 'some' | 'none';
}

export function foundSummary(prices: PharmacyPrices): FoundSummary {
  const found = PHARMACIES.filter((p) => isAvailablePrice(prices[p])).length;
  const of = PHARMACIES.length;
  return { found, of, kind: found === of ? 'all' : found === 0 ? 'none' : 'some' };
}

/** The pharmacies in each status, in PHARMACIES order. */
export function pharmaciesIn(
  statuses: Record<PharmacyId, PharmacyStatus>,
  status: PharmacyStatus,
): PharmacyId[] {
  return PHARMACIES.filter((p) => statuses[p] === status);
}
