import { and, eq } from 'drizzle-orm';
import type { PharmacyId } from '@core/prices/best-price';
import type { PriceSource } from '@core/contract/prices';
import type { Db } from '../../db/types';
import { pharmacyPrices } from '../../db/schema';
import { identityMatch } from './match';

/** What one pharmacy says about one medicine. */
export interface PriceQuote {
  /** Rupees, positive. */
  price: number;
  inStock: boolean;
  /** YYYY-MM-DD: the price sheet's date, or the day a live price was fetched. */
  priceDate: string;
  source: PriceSource;
  /** Where the price was read (a product page), when the source says. */
  sourceUrl: string | null;
  /** The pack the price is for ("15 tablets"), when the source says. */
  pack: string | null;
}

export interface PriceLookupOptions {
  dosage?: string | null;
  /** Today in India (YYYY-MM-DD), for live prices that carry no date of their own. */
  today: string;
}

/**
 * One pharmacy's prices from one source. null means "this source has no price for it"; a
 * provider may also throw (network down), which the search treats the same way.
 */
export interface PriceProvider {
  pharmacy: PharmacyId;
  lookup(medicationName: string, opts: PriceLookupOptions): Promise<PriceQuote | null>;
}

/** The imported price sheet (pharmacy_prices) for one pharmacy: one query per lookup. */
export function catalogPriceProvider(db: Db, pharmacy: PharmacyId): PriceProvider {
  return {
    pharmacy,
    async lookup(medicationName, opts) {
      const match = identityMatch(pharmacyPrices.search, medicationName, opts.dosage ?? null);
      if (!match) return null;
      const [row] = await db
        .select({
          price: pharmacyPrices.price,
          inStock: pharmacyPrices.inStock,
          priceDate: pharmacyPrices.priceDate,
          sourceUrl: pharmacyPrices.sourceUrl,
          pack: pharmacyPrices.pack,
        })
        .from(pharmacyPrices)
        .where(and(eq(pharmacyPrices.pharmacy, pharmacy), match.where))
        .orderBy(...match.orderBy, pharmacyPrices.pack)
        .limit(1);
      if (!row || !(row.price > 0)) return null;
      return {
        price: row.price,
        inStock: row.inStock === 'yes',
        priceDate: row.priceDate,
        source: 'catalog',
        sourceUrl: row.sourceUrl,
        pack: row.pack || null,
      };
    },
  };
}
