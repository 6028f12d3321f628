import * as z from 'zod/mini';
import { PHARMACY_STATUSES } from '../prices/availability';
import { CEILING_ITEMS, CEILING_UNIT_KINDS } from '../prices/nppa-unit';

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

/** Attribution for the ceiling prices (PRODUCT §6): with each row's own S.O. number and date. */
export const NPPA_SOURCE = 'NPPA, Government of India';

/** The NPPA's complaint site for a price above the ceiling (Pharma Jan Samadhan). */
export const PHARMA_JAN_SAMADHAN_URL = 'https://pharmajansamadhan.gov.in';

const ceilingUnitSchema = z.object({
  kind: z.enum(CEILING_UNIT_KINDS),
  item: z.nullable(z.enum(CEILING_ITEMS)),
  /** ml or g per unit ("Per 0.5 ml"), or the ml of a pack ("Each Pack (5 ml)"). */
  amount: z.nullable(z.number()),
  container: z.nullable(z.enum(['glass', 'non-glass'])),
  packMinMl: z.nullable(z.number()),
  packBelowMl: z.nullable(z.number()),
  /** As the export writes it: "1 Tablet". */
  label: z.string(),
});

/**
 * A government ceiling price (NPPA, DPCO 2013) of the medicine: the legal maximum per unit,
 * excluding GST, with the order that fixed it. One per unit the list gives (a tablet; or 1 ml and
 * a 5 ml pack).
 */
export const ceilingPriceSchema = z.object({
  slNo: z.int(),
  /** The list's own texts: "PARACETAMOL", "TABLET 650 MG". */
  formulation: z.string(),
  dosage: z.string(),
  /** Rupees per unit, excluding GST. */
  price: z.number().check(z.positive()),
  unit: ceilingUnitSchema,
  /** "1575(E)" */
  soNumber: z.string(),
  /** YYYY-MM-DD */
  soDate: z.string(),
  nlemVersion: z.int(),
});
export type CeilingPrice = z.infer<typeof ceilingPriceSchema>;

/** In rupees; null when the pharmacy has no price (never 0: no price is invented). */
const price = z.nullable(z.number().check(z.positive()));

const availabilitySchema = z.object({
  pharmEasy: z.boolean(),
  apollo: z.boolean(),
  medplus: z.boolean(),
});

/**
 * ADR 040: 'available' (a price), 'outOfStock' (a source said the pharmacy does not have it) or
 * 'noPrice' (no source knows it: nothing is claimed). Beside the spec's booleans, which say only
 * "a price or not".
 */
const pharmacyStatusSchema = z.enum(PHARMACY_STATUSES);
const pharmacyStatusesSchema = z.object({
  pharmEasy: pharmacyStatusSchema,
  apollo: pharmacyStatusSchema,
  medplus: pharmacyStatusSchema,
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
  /** The pack the price is for ("15 tablets"), when the source says: for the ceiling check. */
  pack: z.nullable(z.string()),
  /** ADR 040. Absent in comparisons saved before it existed (statusOfSaved reads those). */
  status: z.optional(pharmacyStatusSchema),
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

/** What a brand contains, from the brand list shipped in core/prices/brands.ts (ADR 040). */
export const BRAND_LIST_SOURCE = 'brand list';
export const compositionSchema = z.object({
  /** As the list writes it: "Dolo 650". */
  brand: z.string(),
  /** "Paracetamol 650 mg": what the generic and the ceiling were found by. */
  name: z.string(),
  source: z.string(),
});
export type Composition = z.infer<typeof compositionSchema>;

/**
 * Spec §3 price search result plus the saved comparison's id, the Jan Aushadhi generic, the NPPA
 * ceiling and the date and source of each pharmacy's price. A pharmacy without a price: null price, false
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
  /** The NPPA ceiling(s) of the medicine searched; empty when it has none (never a guess). */
  ceilings: z.array(ceilingPriceSchema),
  pharmacies: z.object({
    pharmEasy: pharmacyPriceSchema,
    apollo: pharmacyPriceSchema,
    medplus: pharmacyPriceSchema,
  }),
  /** A listed brand's composition; null for a generic name or an unlisted brand (ADR 040). */
  composition: z.optional(z.nullable(compositionSchema)),
  /**
   * The composition is known: a listed brand, or a name that is itself a generic (it matched the
   * Jan Aushadhi list or an NPPA ceiling). False: the card says "composition unknown".
   */
  compositionKnown: z.optional(z.boolean()),
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
  /** ADR 040: each pharmacy's status, so the history says "Out of Stock" only when it was. */
  pharmacyStatus: z.optional(pharmacyStatusesSchema),
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
