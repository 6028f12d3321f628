import { availablePrices, pricesFromSearchResult } from '@core/prices/best-price';
import type { ToastInput } from '@web/lib/toast-store';

/** Spec §5: the search field's placeholder, word for word. */
export const SEARCH_PLACEHOLDER = 'Enter medication name (e.g., Paracetamol, Aspirin)';

/** Spec §8: the failure toast, destructive. */
export const SEARCH_FAILED_TOAST: ToastInput = {
  variant: 'destructive',
  title: 'Search Failed',
  description: 'Unable to fetch medication prices. Please try again.',
};

export const SEARCH_COMPLETE_TITLE = 'Price Search Complete';

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
      ? `No pharmacy has a price for it right now. Each pharmacy's own page is linked.`
      : found < 3
        ? `Prices at ${found} of 3 pharmacies; the others show Out of Stock.`
        : 'Prices at all 3 pharmacies.';
  return {
    title: SEARCH_COMPLETE_TITLE,
    description: `Found prices for ${result.medicationName} across 3 pharmacies\n${detail}`,
  };
}

/** After "Compare all": one toast for the lot (the spec allows one toast at a time). */
export function compareAllToast(done: number, failed: number): ToastInput {
  if (done === 0) return SEARCH_FAILED_TOAST;
  const medicines = `${done} ${done === 1 ? 'medicine' : 'medicines'}`;
  return {
    title: SEARCH_COMPLETE_TITLE,
    description:
      failed > 0
        ? `Compared ${medicines} across 3 pharmacies; ${failed} could not be searched.`
        : `Compared ${medicines} across 3 pharmacies`,
  };
}
