/**
 * The languages the app speaks (ADR 026): the one list every layer derives from (the API's
 * schemas, the server's texts, the web catalogues, the prerendered and public pages). A new
 * language starts here; README's "Adding a language" lists the places the typecheck then points to.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What an account speaks when it has not said (sign-up without a language, a device unknown). */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * What `<html lang>` and every Intl formatter use: the language as it is written in India
 * (`en-IN`, `hi-IN`; dates, numbers and ₹ amounts the Indian way).
 */
export function intlLocale(language: Language): string {
  return `${language}-IN`;
}
