/**
 * The languages the app speaks (ADR 026): the one list every layer derives from (the API's
 * schemas, the server's texts, the web catalogues, the prerendered and public pages). A new
 * language starts here; README's "Adding a language" lists the places the typecheck then points to.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What an account speaks when it has not said (sign-up without a language, a device unknown). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, so that a reader of either finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** What `<html lang>` and every Intl formatter use: each language as it is written in India. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

/** The language of a tag by its base (`hi-IN` → `hi`), or null when the app does not speak it. */
export function languageOfTag(tag: string): Language | null {
  const base = tag.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}
