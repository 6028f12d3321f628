import { t } from '@lingui/core/macro';
import type { PharmacyPriceDetail } from '@core/contract/prices';
import { foundSummary, pharmaciesIn, statusOfSaved } from '@core/prices/availability';
import {
  PHARMACIES,
  PHARMACY_NAMES,
  pricesFromSearchResult,
  type PharmacyId,
} from '@core/prices/best-price';
import type { ToastInput } from '@web/lib/toast-store';
import { searchCompleteTitle } from './messages';

/*
 * The search toast's words (ADR 040), loaded when a search answers (queries.ts): the /prices
 * page's first load does not carry them.
 */

interface SearchedPrices {
  medicationName: string;
  pharmEasyPrice: number | null;
  apolloPrice: number | null;
  medplusPrice: number | null;
  pharmacies?: Record<PharmacyId, PharmacyPriceDetail> | null;
}

/** "Out of stock at Apollo Pharmacy. No price on file at Medplus Mart.": the pharmacies without a price. */
function othersText(result: SearchedPrices): string {
  const prices = pricesFromSearchResult(result);
  const statuses = Object.fromEntries(
    PHARMACIES.map((p) => [p, statusOfSaved(result.pharmacies?.[p], prices[p])]),
  ) as Record<PharmacyId, ReturnType<typeof statusOfSaved>>;
  const names = (status: 'outOfStock' | 'noPrice') =>
    pharmaciesIn(statuses, status)
      .map((p) => PHARMACY_NAMES[p])
      .join(', ');
  const out = names('outOfStock');
  const none = names('noPrice');
  return [out ? t`Out of stock at ${out}.` : '', none ? t`No price on file at ${none}.` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * ADR 040: the first line says how many pharmacies really have a price. All three: the spec's
 * 'Found prices for {medication} across 3 pharmacies' (§8); one or two: 'at N of 3'; none: 'No
 * pharmacy prices on file for {medication} yet'. The second line says what is known of the rest.
 */
export function searchCompleteToast(result: SearchedPrices): ToastInput {
  const { found, kind } = foundSummary(pricesFromSearchResult(result));
  const medication = result.medicationName;
  const [first, detail] =
    kind === 'none'
      ? [
          t`No pharmacy prices on file for ${medication} yet`,
          t`No pharmacy has a price for it right now. Each pharmacy's own page is linked.`,
        ]
      : kind === 'some'
        ? [t`Found prices for ${medication} at ${found} of 3 pharmacies`, othersText(result)]
        : [t`Found prices for ${medication} across 3 pharmacies`, t`Prices at all 3 pharmacies.`];
  return { title: searchCompleteTitle(), description: `${first}\n${detail}` };
}
