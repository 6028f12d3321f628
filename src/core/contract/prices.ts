import * as z from 'zod/mini';

const NAME_MESSAGE = 'Please enter a medication name';

/** Spec §5: a non-empty trimmed name. Dosage and quantity label a saved comparison (spec §3). */
export const priceSearchRequestSchema = z.object({
  medicationName: z
    .string({ error: NAME_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, NAME_MESSAGE),
      z.maxLength(100, 'Medication name must be at most 100 characters'),
    ),
  dosage: z.pipe(
    z.nullish(
      z
        .string({ error: 'Dosage must be text, such as 500 mg' })
        .check(z.trim(), z.maxLength(50, 'Dosage must be at most 50 characters')),
    ),
    z.transform((v: string | null | undefined) => v || null),
  ),
  quantity: z.pipe(
    z.nullish(
      z
        .number({ error: 'Quantity must be a number' })
        .check(
          z.int('Quantity must be a whole number'),
          z.gte(1, 'Quantity must be at least 1'),
          z.lte(1000, 'Quantity must be at most 1000'),
        ),
    ),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
});
export type PriceSearchRequest = z.input<typeof priceSearchRequestSchema>;

/**
 * Where a price came from: the imported price sheet in the database, or a live pharmacy adapter.
 * A missing price has no source.
 */
export const PRICE_SOURCES = ['catalog', 'live'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Attribution for the government list (PRODUCT §6). */
export const JAN_AUSHADHI_SOURCE = 'PMBI / Jan Aushadhi';

/** In rupees; null when the pharmacy has no price (never 0: no price is invented). */
const price = z.nullable(z.number().check(z.positive()));

const availabilitySchema = z.object({
  pharmEasy: z.boolean(),
  apollo: z.boolean(),
  medplus: z.boolean(),
});

export const pharmacyPriceSchema = z.object({
  price,
  available: z.boolean(),
  /** YYYY-MM-DD of the price sheet or of the live fetch; null without a price. */
  priceDate: z.nullable(z.string()),
  source: z.nullable(z.enum(PRICE_SOURCES)),
  /**
   * The price is older than the server's PRICE_STALE_DAYS: shown as an old price, never as a
   * current one (ADR 034). Absent in comparisons saved before it existed.
   */
  stale: z.optional(z.boolean()),
  /** The pharmacy's own search page (pharmacySearchUrl), shown even without a price. */
  searchUrl: z.string(),
});
export type PharmacyPriceDetail = z.infer<typeof pharmacyPriceSchema>;

export const genericAlternativeSchema = z.object({
  name: z.string(),
  unitSize: z.string(),
  /** Null where the list has MRP 0 (not priced). */
  mrp: z.nullable(z.number().check(z.positive())),
  source: z.string(),
});
export type GenericAlternative = z.infer<typeof genericAlternativeSchema>;

/**
 * Spec §3 price search result plus the saved comparison's id, the Jan Aushadhi generic and the
 * date and source of each pharmacy's price. A pharmacy without a price: null price, false
 * availability.
 */
export const priceSearchResultSchema = z.object({
  id: z.string(),
  medicationName: z.string(),
  searchDate: z.string(),
  pharmEasyPrice: price,
  apolloPrice: price,
  medplusPrice: price,
  availability: availabilitySchema,
  genericAlternative: z.nullable(genericAlternativeSchema),
  pharmacies: z.object({
    pharmEasy: pharmacyPriceSchema,
    apollo: pharmacyPriceSchema,
    medplus: pharmacyPriceSchema,
  }),
});
export type PriceSearchResult = z.infer<typeof priceSearchResultSchema>;

/** One item of GET /api/price-comparisons (newest first). */
export const priceComparisonSchema = z.object({
  id: z.string(),
  medicationName: z.string(),
  dosage: z.nullable(z.string()),
  quantity: z.nullable(z.number().check(z.int())),
  pharmEasyPrice: price,
  apolloPrice: price,
  medplusPrice: price,
  availability: availabilitySchema,
  searchDate: z.string(),
});
export type PriceComparisonItem = z.infer<typeof priceComparisonSchema>;

const LIMIT_MESSAGE = 'The number of suggestions must be a whole number from 1 to 10';

/** GET /api/medicines/search?q= : what the user has typed so far. */
export const medicineSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Please type a medicine name' })
    .check(
      z.trim(),
      z.minLength(1, 'Please type a medicine name'),
      z.maxLength(100, 'Medicine name must be at most 100 characters'),
    ),
  limit: z.optional(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(10, 'At most 10 suggestions')),
  ),
});
export type MedicineSearchQuery = z.infer<typeof medicineSearchQuerySchema>;

/** One autocomplete suggestion from the Jan Aushadhi list, best first, at most 10. */
export const medicineSuggestionSchema = z.object({
  name: z.string(),
  unitSize: z.string(),
  mrp: z.nullable(z.number().check(z.positive())),
  group: z.string(),
});
export type MedicineSuggestion = z.infer<typeof medicineSuggestionSchema>;
