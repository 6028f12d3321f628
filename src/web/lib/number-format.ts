/** Numbers and ₹ amounts in the active language's Intl locale (en-IN, hi-IN; ADR 026). */
import { activeIntlLocale } from './i18n/locale';

const formats = new Map<string, Intl.NumberFormat>();

/** The formatter for these options in the active locale, built once per locale and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = activeIntlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Indian digit grouping with up to `decimals` places: 1,234.5. */
export function formatNumber(value: number, decimals = 1): string {
  return numberFormat({ maximumFractionDigits: decimals }).format(value);
}

/** ₹1,20,000.00: Indian digit grouping, always paise (PRODUCT §1). */
export function formatRupees(amount: number): string {
  return numberFormat({
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
