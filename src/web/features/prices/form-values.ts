import { t } from '@lingui/core/macro';
import type { PriceSearchRequest } from '@core/contract/prices';

/** What the search form holds: text, as typed. */
export interface SearchFormValues {
  medicationName: string;
  dosage: string;
  quantity: string;
}

export type SearchFormErrors = Partial<Record<keyof SearchFormValues, string>>;

export type SearchFormResult =
  { ok: true; request: PriceSearchRequest } | { ok: false; errors: SearchFormErrors };

/**
 * The limits and messages of priceSearchRequestSchema (core/contract/prices.ts). They are written
 * out here because the schema (zod) would add ~9 KB gzip to /prices' first load, over the
 * 100 KB budget; form-values.test.ts checks both agree on every case, and the server checks
 * again with the schema itself.
 */
const NAME_MAX = 100;
const DOSAGE_MAX = 50;
const QUANTITY_MIN = 1;
const QUANTITY_MAX = 1000;

/** Spec §5: submit is disabled while the trimmed name is empty or a search is pending. */
export function canSubmitSearch(medicationName: string, pending: boolean): boolean {
  return !pending && medicationName.trim().length > 0;
}

function quantityError(quantity: number): string | null {
  if (!Number.isFinite(quantity)) return t`Quantity must be a number`;
  if (!Number.isInteger(quantity)) return t`Quantity must be a whole number`;
  if (quantity < QUANTITY_MIN) return t`Quantity must be at least 1`;
  if (quantity > QUANTITY_MAX) return t`Quantity must be at most 1000`;
  return null;
}

/** The form's text as the API's request, or what is wrong with it, field by field. */
export function toSearchRequest(values: SearchFormValues): SearchFormResult {
  const medicationName = values.medicationName.trim();
  const dosage = values.dosage.trim();
  const quantityText = values.quantity.trim();
  const quantity = quantityText === '' ? null : Number(quantityText);
  const errors: SearchFormErrors = {};

  if (medicationName.length === 0) errors.medicationName = t`Please enter a medication name`;
  else if (medicationName.length > NAME_MAX) {
    errors.medicationName = t`Medication name must be at most 100 characters`;
  }
  if (dosage.length > DOSAGE_MAX) errors.dosage = t`Dosage must be at most 50 characters`;
  const badQuantity = quantity === null ? null : quantityError(quantity);
  if (badQuantity) errors.quantity = badQuantity;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { medicationName, dosage: dosage || null, quantity } };
}
