import { t } from '@lingui/core/macro';
import type {
  CeilingPrice,
  Composition,
  GenericAlternative,
  PharmacyPriceDetail,
} from '@core/contract/prices';
import { statusOfSaved, type PharmacyStatus } from '@core/prices/availability';
import { ceilingForPack, isAboveCeiling, type PackCeiling } from '@core/prices/ceiling-pack';
import { parsePack, type Pack } from '@core/prices/pack';
import {
  comparePrices,
  PHARMACIES,
  PHARMACY_NAMES,
  pharmacySearchUrl,
  type PharmacyId,
} from '@core/prices/best-price';
import { formatCalendarDate } from '@web/lib/format-date';
import { formatRupees } from '@web/lib/number-format';
import { aboveCeilingText, ceilingText, packCeilingText } from './ceiling-texts';

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
  /** The NPPA ceilings of the medicine (a fresh search; a saved one has none). */
  ceilings?: CeilingPrice[] | null;
  /** A saved comparison's statuses (ADR 040); a fresh search has them in `pharmacies`. */
  pharmacyStatus?: Record<PharmacyId, PharmacyStatus> | null;
  /** A listed brand's composition (a fresh search). */
  composition?: Composition | null;
  /** False: "composition unknown"; absent (a saved comparison): nothing is said. */
  compositionKnown?: boolean;
}

export interface PharmacyRow {
  pharmacy: PharmacyId;
  name: string;
  available: boolean;
  /** '₹25.00', or 'N/A' without a price (spec §9). */
  priceText: string;
  /** ADR 040: out of stock only when a source said so; otherwise no price on file. */
  status: PharmacyStatus;
  /** 'Out of Stock' or 'No price on file'; null with a price. */
  statusText: string | null;
  /** The cheapest, highlighted; one row at most (ties go to the first pharmacy). */
  isBest: boolean;
  url: string;
  linkLabel: string;
  /** 'Price as of 20 Nov 2026 · price sheet'; null when the price has no date. */
  metaText: string | null;
  /**
   * Said plainly when the price is above the ceiling plus GST for its pack; null when it is not,
   * or when the pack or its unit is not known (then nothing is claimed).
   */
  aboveCeilingText: string | null;
  /** The price is older than the server's limit: said so, never shown as current (ADR 034). */
  stale: boolean;
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
  /** "Dolo 650 contains Paracetamol 650 mg", or "Composition unknown: …"; null for a generic. */
  compositionText: string | null;
  generic: GenericModel | null;
  /** "Government ceiling: ₹2.05 per tablet + GST (NPPA, S.O. 1575(E), 25 Mar 2026)", per unit. */
  ceilingLines: string[];
  /** "Ceiling for 15 tablets: ₹30.75 + GST": for the quantity asked and the generic's pack. */
  ceilingPackLines: string[];
}

/** Spec §9, in the active language (ADR 026). */
export function noPricesText(): string {
  return t`No pharmacy prices on file yet — check each pharmacy:`;
}

function statusText(status: PharmacyStatus): string | null {
  if (status === 'outOfStock') return t`Out of Stock`;
  return status === 'noPrice' ? t`No price on file` : null;
}

function compositionText(input: PriceCardInput): string | null {
  if (input.composition) {
    const { brand, name } = input.composition;
    return t`${brand} contains ${name}`;
  }
  return input.compositionKnown === false
    ? t`Composition unknown: no generic or government ceiling price is shown for it.`
    : null;
}

function sourceLabel(source: NonNullable<PharmacyPriceDetail['source']>): string {
  return source === 'live' ? t`live price` : t`price sheet`;
}

/** Spec §9: 'Best Price: {name} at ₹{price}' (core's bestPriceText, worded in the active language). */
function bestPriceText(best: { name: string; price: number }): string {
  const { name } = best;
  const price = formatRupees(best.price);
  return t`Best Price: ${name} at ${price}`;
}

function metaOf(detail: PharmacyPriceDetail | undefined, available: boolean): string | null {
  if (!detail?.priceDate) return null;
  const day = formatCalendarDate(detail.priceDate);
  if (!day) return null;
  const text = !available
    ? t`Checked ${day}`
    : detail.stale
      ? t`Old price, as of ${day}: it may have changed`
      : t`Price as of ${day}`;
  return detail.source ? `${text} · ${sourceLabel(detail.source)}` : text;
}

export function detailsText(dosage?: string | null, quantity?: number | null): string | null {
  const parts = [dosage?.trim() ?? '', quantity ? t`Qty ${quantity}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function genericModel(generic: GenericAlternative | null | undefined): GenericModel | null {
  if (!generic) return null;
  const { unitSize, source } = generic;
  const mrp = generic.mrp === null ? null : formatRupees(generic.mrp);
  const text =
    mrp === null
      ? t`Generic at Jan Aushadhi Kendra: MRP not listed`
      : t`Generic at Jan Aushadhi Kendra: ${mrp} for ${unitSize}`;
  return { name: generic.name, text, attribution: t`Source: ${source}` };
}

/** The first ceiling that says what this pack may cost, with it. */
function packCeilingOf(
  ceilings: readonly CeilingPrice[],
  pack: Pack,
): { ceiling: CeilingPrice; packCeiling: PackCeiling } | null {
  for (const ceiling of ceilings) {
    const packCeiling = ceilingForPack(ceiling, pack);
    if (packCeiling) return { ceiling, packCeiling };
  }
  return null;
}

function aboveCeilingOf(
  ceilings: readonly CeilingPrice[],
  price: number | null,
  pack: string | null | undefined,
): string | null {
  if (price === null || !pack || ceilings.length === 0) return null;
  const found = packCeilingOf(ceilings, parsePack(pack));
  if (!found || !isAboveCeiling(price, found.packCeiling)) return null;
  const { quantity, amount } = found.packCeiling;
  return aboveCeilingText(found.ceiling.unit, quantity, amount);
}

/** The ceiling for the quantity asked (tablets) and for the Jan Aushadhi pack shown, once each. */
function packLines(input: PriceCardInput, ceilings: readonly CeilingPrice[]): string[] {
  const packs: Pack[] = [];
  if (input.quantity) packs.push({ count: input.quantity });
  if (input.genericAlternative) packs.push(parsePack(input.genericAlternative.unitSize));
  const lines = packs.flatMap((pack) => {
    const found = packCeilingOf(ceilings, pack);
    if (!found) return [];
    const { quantity, amount } = found.packCeiling;
    return [packCeilingText(found.ceiling.unit, quantity, amount)];
  });
  return [...new Set(lines)];
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

  const title = input.medicationName.trim();
  const ceilings = input.ceilings ?? [];
  const rows = PHARMACIES.map((pharmacy): PharmacyRow => {
    const name = PHARMACY_NAMES[pharmacy];
    const available = compared.available[pharmacy];
    const price = prices[pharmacy];
    const detail = input.pharmacies?.[pharmacy];
    // Out of Stock only when a source said so (ADR 040): a saved comparison carries the
    // statuses; a search answer (or one saved before them) has them in its details.
    const status: PharmacyStatus = available
      ? 'available'
      : (input.pharmacyStatus?.[pharmacy] ?? statusOfSaved(detail, price));
    return {
      pharmacy,
      name,
      available,
      priceText: available && price !== null ? formatRupees(price) : t`N/A`,
      status,
      statusText: statusText(status),
      isBest: compared.best?.pharmacy === pharmacy,
      url: pharmacySearchUrl(pharmacy, input.medicationName),
      linkLabel: t`Search ${title} on ${name} (opens in a new tab)`,
      metaText: metaOf(detail, available),
      aboveCeilingText: available ? aboveCeilingOf(ceilings, price, detail?.pack) : null,
      stale: available && detail?.stale === true,
    };
  });

  const hasSavings = compared.savings > 0 && compared.priciest !== null;
  const savings = formatRupees(compared.savings);
  const priciest = compared.priciest?.name;
  return {
    title,
    details: detailsText(input.dosage, input.quantity),
    rows,
    bestText: compared.best ? bestPriceText(compared.best) : null,
    savingsText: hasSavings ? t`Save ${savings}` : null,
    savingsAgainst: hasSavings && priciest ? t`compared with ${priciest}` : null,
    allUnavailable,
    compositionText: compositionText(input),
    generic: genericModel(input.genericAlternative),
    ceilingLines: ceilings.map(ceilingText),
    ceilingPackLines: packLines(input, ceilings),
  };
}
