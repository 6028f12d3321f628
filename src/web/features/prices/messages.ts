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
 * Spec §8: 'Found prices for {medication} across 3 pharmacies'. When not one pharmacy had a
 * price the toast says that instead: no price is ever claimed that was not found (PRODUCT §6).
 */
export function searchCompleteToast(result: SearchedPrices): ToastInput {
  const found = availablePrices(pricesFromSearchResult(result)).length > 0;
  return {
    title: SEARCH_COMPLETE_TITLE,
    description: found
      ? `Found prices for ${result.medicationName} across 3 pharmacies`
      : `No pharmacy prices on file for ${result.medicationName} yet. Each pharmacy's own page is linked.`,
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
