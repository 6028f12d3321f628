import { activeIntlLocale } from './i18n/locale';

/** PRODUCT §1: IST unless the user chose another zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const zones = new Map<string, boolean>();

/** The zone itself when the browser knows it, otherwise IST. */
export function knownZone(timeZone: string): string {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-IN', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known ? timeZone : DEFAULT_TIME_ZONE;
}

// Building an Intl.DateTimeFormat costs a phone far more than using one (ICU loads the locale's
// patterns each time), and lists format a date per row on every render: build each once.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for these options in `timeZone`, built once per locale, zone and options. The
 * locale is the active language's (en-IN or hi-IN, ADR 026) unless given.
 */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone: string = DEFAULT_TIME_ZONE,
  locale = activeIntlLocale(),
): Intl.DateTimeFormat {
  const zone = knownZone(timeZone);
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** The parts of `date` as a lookup ('' for a part the format does not have). */
export function dateParts(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
  locale?: string,
): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = dateFormat(options, timeZone, locale).formatToParts(date);
  const map = new Map(parts.map((p) => [p.type, p.value]));
  return (type) => map.get(type) ?? '';
}

/**
 * The first Intl.DateTimeFormat a page builds loads the browser's date and time zone data
 * (~20 ms of main thread, ~70 ms on a 4x slowed phone CPU, Chromium profile of /medications).
 * Called while a page's code and data are on their way, so that this happens in an idle moment
 * and not inside the render that shows the page's dates.
 */
export function warmDateFormats(): void {
  const warm = () => void dateFormat({ hour: 'numeric', minute: '2-digit' });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 500 });
  else setTimeout(warm, 0);
}
