import type { GenericAlternative, PharmacyPriceDetail } from '@core/contract/prices';
import {
  bestPriceText,
  comparePrices,
  formatRupees,
  PHARMACIES,
  PHARMACY_NAMES,
  pharmacySearchUrl,
  type PharmacyId,
} from '@core/prices/best-price';
import { formatCalendarDate } from '@web/lib/format-date';

/**
 * What a price card needs: a fresh search answer (with each price's date and source and the
 * generic) or a saved comparison from the history (prices only).
 */
export interface PriceCardInput {
  medicationName: string;
  dosage?: string | null;
  quantity?: number | null;
  searchDate: string;
  pharmEasyPrice: number | null;
  apolloPrice: number | null;
  medplusPrice: number | null;
  pharmacies?: Record<PharmacyId, PharmacyPriceDetail> | null;
  genericAlternative?: GenericAlternative | null;
}

export interface PharmacyRow {
  pharmacy: PharmacyId;
  name: string;
  available: boolean;
  /** '₹25.00', or 'N/A' without a price (spec §9). */
  priceText: string;
  /** 'Out of Stock' (spec §9); null when nothing at all is known about this pharmacy. */
  statusText: string | null;
  /** The cheapest, highlighted; one row at most (ties go to the first pharmacy). */
  isBest: boolean;
  url: string;
  linkLabel: string;
  /** 'Price as of 20 Nov 2026 · price sheet'; null when the price has no date. */
  metaText: string | null;
}

export interface GenericModel {
  name: string;
  /** "Generic at Jan Aushadhi Kendra: ₹12.50 for 10's" */
  text: string;
  attribution: string;
}

export interface PriceCardModel {
  title: string;
  /** '500 mg · Qty 10'; null without either. */
  details: string | null;
  rows: PharmacyRow[];
  /** 'Best Price: PharmEasy at ₹25.00' (spec §9); null without any price. */
  bestText: string | null;
  /** 'Save ₹5.00'; null with fewer than two different prices. */
  savingsText: string | null;
  /** 'compared with Apollo Pharmacy': the priciest (spec §9). */
  savingsAgainst: string | null;
  /** No pharmacy has a price: the card says so instead of a best price. */
  allUnavailable: boolean;
  generic: GenericModel | null;
}

export const NO_PRICES_TEXT = 'No pharmacy prices on file yet — check each pharmacy:';
export const OUT_OF_STOCK = 'Out of Stock';
export const NOT_AVAILABLE = 'N/A';

const SOURCE_LABELS: Record<NonNullable<PharmacyPriceDetail['source']>, string> = {
  catalog: 'price sheet',
  live: 'live price',
};

function metaOf(detail: PharmacyPriceDetail | undefined, available: boolean): string | null {
  if (!detail?.priceDate) return null;
  const day = formatCalendarDate(detail.priceDate);
  if (!day) return null;
  const text = available ? `Price as of ${day}` : `Checked ${day}`;
  return detail.source ? `${text} · ${SOURCE_LABELS[detail.source]}` : text;
}

export function detailsText(dosage?: string | null, quantity?: number | null): string | null {
  const parts = [dosage?.trim() ?? '', quantity ? `Qty ${quantity}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function genericModel(generic: GenericAlternative | null | undefined): GenericModel | null {
  if (!generic) return null;
  const text =
    generic.mrp === null
      ? 'Generic at Jan Aushadhi Kendra: MRP not listed'
      : `Generic at Jan Aushadhi Kendra: ${formatRupees(generic.mrp)} for ${generic.unitSize}`;
  return { name: generic.name, text, attribution: `Source: ${generic.source}` };
}

/** Spec §9 price card rules, applied to one search or saved comparison. */
export function priceCardModel(input: PriceCardInput): PriceCardModel {
  const compared = comparePrices({
    pharmEasy: input.pharmEasyPrice,
    apollo: input.apolloPrice,
    medplus: input.medplusPrice,
  });
  const allUnavailable = compared.best === null;
  const prices: Record<PharmacyId, number | null> = {
    pharmEasy: input.pharmEasyPrice,
    apollo: input.apolloPrice,
    medplus: input.medplusPrice,
  };

  const rows = PHARMACIES.map((pharmacy): PharmacyRow => {
    const name = PHARMACY_NAMES[pharmacy];
    const available = compared.available[pharmacy];
    const price = prices[pharmacy];
    const detail = input.pharmacies?.[pharmacy];
    // Out of Stock is claimed when the card has prices elsewhere (spec) or the source said so.
    const known = !allUnavailable || Boolean(detail?.priceDate);
    return {
      pharmacy,
      name,
      available,
      priceText: available && price !== null ? formatRupees(price) : NOT_AVAILABLE,
      statusText: available || !known ? null : OUT_OF_STOCK,
      isBest: compared.best?.pharmacy === pharmacy,
      url: pharmacySearchUrl(pharmacy, input.medicationName),
      linkLabel: `Search ${input.medicationName.trim()} on ${name} (opens in a new tab)`,
      metaText: metaOf(detail, available),
    };
  });

  const hasSavings = compared.savings > 0 && compared.priciest !== null;
  return {
    title: input.medicationName.trim(),
    details: detailsText(input.dosage, input.quantity),
    rows,
    bestText: compared.best ? bestPriceText(compared.best) : null,
    savingsText: hasSavings ? `Save ${formatRupees(compared.savings)}` : null,
    savingsAgainst:
      hasSavings && compared.priciest ? `compared with ${compared.priciest.name}` : null,
    allUnavailable,
    generic: genericModel(input.genericAlternative),
  };
}
