import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  PharmacyPriceDetail,
  PriceComparisonItem,
  PriceSearchResult,
} from '@core/contract/prices';
import {
  PHARMACIES,
  isAvailablePrice,
  pharmacySearchUrl,
  type PharmacyId,
} from '@core/prices/best-price';
import { statusOfAnswer, statusOfSaved, type SavedDetail } from '@core/prices/availability';
import { addDays, DEFAULT_TIME_ZONE, localDay } from '@core/medicines/time-zone';
import type { Deps } from '../../deps';
import { priceComparisons } from '../../db/schema';
import { notFound } from '../../http/errors';
import { whatItContains } from './composition';
import { logSafeError } from '../../platform/log-safe-error';
import { catalogPriceProvider, type PriceProvider, type PriceQuote } from './providers';

/** The history a user sees: their newest searches; older ones stay stored until deleted. */
export const COMPARISON_LIST_LIMIT = 100;

export interface PriceSearchInput {
  medicationName: string;
  dosage: string | null;
  quantity: number | null;
}

/**
 * Each pharmacy's sources, most trusted first: a configured live endpoint knows today's price;
 * the imported sheet is the fallback.
 */
function sourcesOf(deps: Deps, pharmacy: PharmacyId): PriceProvider[] {
  const live = (deps.prices?.live ?? []).filter((p) => p.pharmacy === pharmacy);
  return [...live, catalogPriceProvider(deps.db, pharmacy)];
}

/** The first source with an answer wins; a failing source is logged and passed over, never fatal. */
async function quoteFor(
  deps: Deps,
  pharmacy: PharmacyId,
  input: PriceSearchInput,
  today: string,
): Promise<PriceQuote | null> {
  const sources = sourcesOf(deps, pharmacy);
  const answers = await Promise.allSettled(
    sources.map((s) => s.lookup(input.medicationName, { dosage: input.dosage, today })),
  );
  for (const answer of answers) {
    if (answer.status === 'fulfilled') {
      if (answer.value) return answer.value;
    } else {
      // The error may quote the searched medicine or a URL with it: its name and code only.
      deps.logger.warn({ pharmacy, err: logSafeError(answer.reason) }, 'price source failed');
    }
  }
  return null;
}

/**
 * A price is shown only when it is positive and the pharmacy has it in stock. An out-of-stock
 * answer keeps its date and source (so "Out of Stock" can say since when), with no price; no
 * answer at all is "no price on file", never "out of stock" (ADR 040).
 */
function detailOf(
  pharmacy: PharmacyId,
  name: string,
  quote: PriceQuote | null,
  staleBefore: string,
): PharmacyPriceDetail {
  const status = statusOfAnswer(quote);
  const available = status === 'available' && quote !== null;
  return {
    price: available ? quote.price : null,
    available,
    priceDate: quote?.priceDate ?? null,
    source: quote?.source ?? null,
    stale: quote !== null && quote.priceDate < staleBefore,
    searchUrl: pharmacySearchUrl(pharmacy, name),
    pack: available ? (quote?.pack ?? null) : null,
    status,
  };
}

/** A sheet price is stale after this many days unless PRICE_STALE_DAYS says otherwise. */
export const DEFAULT_PRICE_STALE_DAYS = 30;

/**
 * POST /api/medication-price-search: every pharmacy's sources, the generic and the NPPA ceiling,
 * all at once, then the answer saved as a comparison. Queries: one for the generic, one per
 * pharmacy for the price sheet and one insert, whatever the data size (the ceilings are matched
 * in memory; ceilings.ts).
 */
export async function searchPrices(
  deps: Deps,
  userId: string,
  input: PriceSearchInput,
): Promise<PriceSearchResult> {
  const now = deps.clock.now();
  const today = localDay(now, DEFAULT_TIME_ZONE);
  const [contains, ...quotes] = await Promise.all([
    whatItContains(deps.db, input.medicationName, input.dosage),
    ...PHARMACIES.map((p) => quoteFor(deps, p, input, today)),
  ]);
  // A price dated before this day is older than the configured age (ADR 034).
  const staleBefore = addDays(today, -(deps.config.priceStaleDays ?? DEFAULT_PRICE_STALE_DAYS));
  const [pharmEasy, apollo, medplus] = PHARMACIES.map((p, i) =>
    detailOf(p, input.medicationName, quotes[i] ?? null, staleBefore),
  ) as [PharmacyPriceDetail, PharmacyPriceDetail, PharmacyPriceDetail];
  const result: Omit<PriceSearchResult, 'id'> = {
    medicationName: input.medicationName,
    searchDate: now.toISOString(),
    pharmEasyPrice: pharmEasy.price,
    apolloPrice: apollo.price,
    medplusPrice: medplus.price,
    availability: {
      pharmEasy: pharmEasy.available,
      apollo: apollo.available,
      medplus: medplus.available,
    },
    genericAlternative: contains.genericAlternative,
    ceilings: contains.ceilings,
    pharmacies: { pharmEasy, apollo, medplus },
    composition: contains.composition,
    compositionKnown: contains.compositionKnown,
  };
  const [saved] = await deps.db
    .insert(priceComparisons)
    .values({
      userId,
      medicationName: input.medicationName,
      dosage: input.dosage,
      quantity: input.quantity === null ? null : String(input.quantity),
      pharmEasyPrice: result.pharmEasyPrice,
      apolloPrice: result.apolloPrice,
      medplusPrice: result.medplusPrice,
      result,
      createdAt: now,
    })
    .returning({ id: priceComparisons.id });
  if (!saved) throw new Error('The price comparison was not saved');
  return { id: saved.id, ...result };
}

type ComparisonRow = Pick<
  typeof priceComparisons.$inferSelect,
  | 'id'
  | 'medicationName'
  | 'dosage'
  | 'quantity'
  | 'pharmEasyPrice'
  | 'apolloPrice'
  | 'medplusPrice'
  | 'createdAt'
> & { saved: Partial<Record<PharmacyId, SavedDetail>> | null };

function toItem(row: ComparisonRow): PriceComparisonItem {
  const statusOf = (p: PharmacyId, price: number | null) => statusOfSaved(row.saved?.[p], price);
  const quantity = row.quantity === null ? null : Number(row.quantity);
  return {
    id: row.id,
    medicationName: row.medicationName,
    dosage: row.dosage,
    quantity: quantity !== null && Number.isInteger(quantity) ? quantity : null,
    pharmEasyPrice: row.pharmEasyPrice,
    apolloPrice: row.apolloPrice,
    medplusPrice: row.medplusPrice,
    availability: {
      pharmEasy: isAvailablePrice(row.pharmEasyPrice),
      apollo: isAvailablePrice(row.apolloPrice),
      medplus: isAvailablePrice(row.medplusPrice),
    },
    pharmacyStatus: {
      pharmEasy: statusOf('pharmEasy', row.pharmEasyPrice),
      apollo: statusOf('apollo', row.apolloPrice),
      medplus: statusOf('medplus', row.medplusPrice),
    },
    searchDate: row.createdAt.toISOString(),
  };
}

/** GET /api/price-comparisons: newest first, one query. */
export async function listComparisons(deps: Deps, userId: string): Promise<PriceComparisonItem[]> {
  const rows = await deps.db
    .select({
      id: priceComparisons.id,
      medicationName: priceComparisons.medicationName,
      dosage: priceComparisons.dosage,
      quantity: priceComparisons.quantity,
      pharmEasyPrice: priceComparisons.pharmEasyPrice,
      apolloPrice: priceComparisons.apolloPrice,
      medplusPrice: priceComparisons.medplusPrice,
      createdAt: priceComparisons.createdAt,
      // Only each pharmacy's detail of the saved answer, not its generic and ceilings.
      saved: sql<Partial<
        Record<PharmacyId, SavedDetail>
      > | null>`${priceComparisons.result} -> 'pharmacies'`,
    })
    .from(priceComparisons)
    .where(eq(priceComparisons.userId, userId))
    .orderBy(desc(priceComparisons.createdAt), desc(priceComparisons.id))
    .limit(COMPARISON_LIST_LIMIT);
  return rows.map(toItem);
}

/** DELETE /api/price-comparisons/:id: another account's id is a 404, like a missing one. */
export async function deleteComparison(deps: Deps, userId: string, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(priceComparisons)
    .where(and(eq(priceComparisons.id, id), eq(priceComparisons.userId, userId)))
    .returning({ id: priceComparisons.id });
  if (deleted.length === 0) throw notFound('Price comparison not found');
}
