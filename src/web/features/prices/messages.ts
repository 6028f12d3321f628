import { plural, t } from '@lingui/core/macro';
import type { ToastInput } from '@web/lib/toast-store';

/** Spec §5: the search field's placeholder, word for word (in English). */
export function searchPlaceholder(): string {
  // Shorter than the spec's 'Enter medication name (e.g., Paracetamol, Aspirin)', which a phone
  // 390 px wide cuts off.
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

export function searchCompleteTitle(): string {
  return t`Price Search Complete`;
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
