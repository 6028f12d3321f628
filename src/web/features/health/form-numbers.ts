/**
 * Text from a number input, as the API wants it: empty is "not given" (undefined for a required
 * field, so the schema asks for it; null for an optional one), a comma works as the decimal
 * point, and anything else that is not a number stays NaN for the schema to refuse.
 */
export function requiredNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return Number(trimmed);
}

export function optionalNumber(text: string): number | null {
  return requiredNumber(text) ?? null;
}

/** A number shown in an input again: '' for none. */
export function numberText(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** Indian digit grouping with up to `decimals` places, in the active locale: 1,234.5. */
export { formatNumber } from '@web/lib/number-format';
