/**
 * The app's languages (ADR 026), without Lingui: the date and number helpers read the active one
 * from here, and the sign-in screen's choice is remembered here.
 */
import { safeStorage } from '@web/lib/safe-storage';

export type Locale = 'en' | 'hi';
export const LOCALES: readonly Locale[] = ['en', 'hi'];

/** What `<html lang>` and every Intl formatter use: Indian English and Hindi in India. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The device's remembered choice (the sign-in screen's, or the last signed-in account's). */
export const LOCALE_STORAGE_KEY = 'mm_language';

let active: Locale = 'en';

export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/** The language now on screen. */
export function activeLocale(): Locale {
  return active;
}

/** `en-IN` or `hi-IN`: the locale every date, number and ₹ amount is formatted in. */
export function activeIntlLocale(): string {
  return INTL_LOCALES[active];
}

/** Only `i18n.ts` calls this, once the locale's messages are in. */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The browser's preferred language: Hindi for any `hi*`, English otherwise. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** Signed out (and before the account answers): the device's choice, else the browser's. */
export function deviceLocale(): Locale {
  const stored = safeStorage().getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  if (typeof navigator === 'undefined') return 'en';
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLocale(locale: Locale): void {
  safeStorage().setItem(LOCALE_STORAGE_KEY, locale);
}
