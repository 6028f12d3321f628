/**
 * The app's languages (ADR 026), without Lingui: the date and number helpers read the active one
 * from here, and the sign-in screen's choice is remembered here.
 */
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, type Language } from '@core/i18n/languages';
import { safeStorage } from '@web/lib/safe-storage';

/** The device's remembered choice (the sign-in screen's, or the last signed-in account's). */
export const LOCALE_STORAGE_KEY = 'mm_language';

let active: Language = DEFAULT_LANGUAGE;

/** The language now on screen. */
export function activeLocale(): Language {
  return active;
}

/** `en-IN` or `hi-IN`: the locale every date, number and ₹ amount is formatted in. */
export function activeIntlLocale(): string {
  return intlLocale(active);
}

/** Only `i18n.ts` calls this, once the locale's messages are in. */
export function setActiveLocale(locale: Language): void {
  active = locale;
}

/** The browser's first preferred language the app speaks (`hi-IN` → `hi`), else the default. */
export function browserLocale(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Signed out (and before the account answers): the device's choice, else the browser's. */
export function deviceLocale(): Language {
  const stored = safeStorage().getItem(LOCALE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLocale(locale: Language): void {
  safeStorage().setItem(LOCALE_STORAGE_KEY, locale);
}
