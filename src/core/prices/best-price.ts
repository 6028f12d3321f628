/** Spec §9 price card rules. Order matters: it breaks ties and orders the cards. */
export const PHARMACIES = ['pharmEasy', 'apollo', 'medplus'] as const;
export type PharmacyId = (typeof PHARMACIES)[number];

export const PHARMACY_NAMES: Record<PharmacyId, string> = {
  pharmEasy: 'PharmEasy',
  apollo: 'Apollo Pharmacy',
  medplus: 'Medplus Mart',
};

/** A price per pharmacy in rupees; anything but a positive number means "no price". */
export type PharmacyPrices = Partial<Record<PharmacyId, number | null | undefined>>;

export interface PharmacyPrice {
  pharmacy: PharmacyId;
  name: string;
  price: number;
}

/** Positive and finite: 0 is how some sources say "out of stock", and Infinity is no price. */
export function isAvailablePrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** The pharmacies with a price, in PHARMACIES order. */
export function availablePrices(prices: PharmacyPrices): PharmacyPrice[] {
  const out: PharmacyPrice[] = [];
  for (const pharmacy of PHARMACIES) {
    const price = prices[pharmacy];
    if (isAvailablePrice(price)) out.push({ pharmacy, name: PHARMACY_NAMES[pharmacy], price });
  }
  return out;
}

/**
 * The lowest available price. On a tie the first pharmacy in PHARMACIES order wins (PharmEasy,
 * then Apollo, then Medplus), so the highlighted card never flips between two equal prices from
 * one search to the next.
 */
export function bestPrice(prices: PharmacyPrices): PharmacyPrice | null {
  let best: PharmacyPrice | null = null;
  for (const p of availablePrices(prices)) if (best === null || p.price < best.price) best = p;
  return best;
}

function priciest(prices: PharmacyPrices): PharmacyPrice | null {
  let top: PharmacyPrice | null = null;
  for (const p of availablePrices(prices)) if (top === null || p.price > top.price) top = p;
  return top;
}

/**
 * Priciest available minus best, in rupees to the paisa; 0 with fewer than two prices (there is
 * nothing to save against). Worked in whole paise so 10.30 - 10.10 is 0.20, not 0.2000000000000018.
 */
export function savings(prices: PharmacyPrices): number {
  const low = bestPrice(prices);
  const high = priciest(prices);
  if (low === null || high === null) return 0;
  return (Math.round(high.price * 100) - Math.round(low.price * 100)) / 100;
}

export interface PriceComparison {
  available: Record<PharmacyId, boolean>;
  best: PharmacyPrice | null;
  priciest: PharmacyPrice | null;
  savings: number;
}

export function comparePrices(prices: PharmacyPrices): PriceComparison {
  return {
    available: {
      pharmEasy: isAvailablePrice(prices.pharmEasy),
      apollo: isAvailablePrice(prices.apollo),
      medplus: isAvailablePrice(prices.medplus),
    },
    best: bestPrice(prices),
    priciest: priciest(prices),
    savings: savings(prices),
  };
}

/** The spec's result fields, keyed by pharmacy. */
export function pricesFromSearchResult(result: {
  pharmEasyPrice: number | null;
  apolloPrice: number | null;
  medplusPrice: number | null;
}): PharmacyPrices {
  return {
    pharmEasy: result.pharmEasyPrice,
    apollo: result.apolloPrice,
    medplus: result.medplusPrice,
  };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,20,000.00: Indian digit grouping, always paise (PRODUCT §1). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Spec §9: 'Best Price: {name} at ₹{price}'. */
export function bestPriceText(best: Pick<PharmacyPrice, 'name' | 'price'>): string {
  return `Best Price: ${best.name} at ${formatRupees(best.price)}`;
}

const SEARCH_URLS: Record<PharmacyId, (q: string) => string> = {
  pharmEasy: (q) => `https://pharmeasy.in/search/all?name=${q}`,
  apollo: (q) => `https://www.apollopharmacy.in/search-medicines/${q}`,
  medplus: (q) => `https://www.medplusmart.com/searchAll/${q}`,
};

/** PRODUCT §6: each pharmacy's own search page, the name URL-encoded (a "/" must not be a path). */
export function pharmacySearchUrl(pharmacy: PharmacyId, medicationName: string): string {
  return SEARCH_URLS[pharmacy](encodeURIComponent(medicationName.trim()));
}
