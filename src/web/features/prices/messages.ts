import { plural, t } from '@lingui/core/macro';
import { availablePrices, pricesFromSearchResult } from '@core/prices/best-price';
import type { ToastInput } from '@web/lib/toast-store';

/** Spec §5: the search field's placeholder, word for word (in English). */
export function searchPlaceholder(): string {
  // Shorter than the spec's 'Enter medication name (e.g., Paracetamol, Aspirin)', which a phone
  // 390 px wide cuts off (issue 27).
  return t`Medication name, e.g., Paracetamol`;
}

/** Spec §8: the failure toast, destructive. */
export function searchFailedToast(): ToastInput {
  return {
    variant: 'destructive',
    title: t`Search Failed`,
    description: t`Unable to fetch medication prices. Please try again.`,
  };
}

function searchCompleteTitle(): string {
  return t`Price Search Complete`;
}

interface SearchedPrices {
  medicationName: string;
  pharmEasyPrice: number | null;
  apolloPrice: number | null;
  medplusPrice: number | null;
}

/**
 * Spec §8, word for word: 'Found prices for {medication} across 3 pharmacies' (the search did
 * ask all three). Beneath it, on its own line, the honest count: no price is ever implied that
 * was not found (PRODUCT §6); unavailable pharmacies show 'Out of Stock' and N/A (spec §9).
 */
export function searchCompleteToast(result: SearchedPrices): ToastInput {
  const found = availablePrices(pricesFromSearchResult(result)).length;
  const detail =
    found === 0
      ? t`No pharmacy has a price for it right now. Each pharmacy's own page is linked.`
      : found < 3
        ? t`Prices at ${found} of 3 pharmacies; the others show Out of Stock.`
        : t`Prices at all 3 pharmacies.`;
  const medication = result.medicationName;
  return {
    title: searchCompleteTitle(),
    description: `${t`Found prices for ${medication} across 3 pharmacies`}\n${detail}`,
  };
}

/** After "Compare all": one toast for the lot (the spec allows one toast at a time). */
export function compareAllToast(done: number, failed: number): ToastInput {
  if (done === 0) return searchFailedToast();
  return {
    title: searchCompleteTitle(),
    description:
      failed > 0
        ? plural(done, {
            one: `Compared # medicine across 3 pharmacies; ${failed} could not be searched.`,
            other: `Compared # medicines across 3 pharmacies; ${failed} could not be searched.`,
          })
        : plural(done, {
            one: 'Compared # medicine across 3 pharmacies',
            other: 'Compared # medicines across 3 pharmacies',
          }),
  };
}
