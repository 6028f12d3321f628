import type { Language } from '@core/i18n/languages';

/**
 * Each language named in itself, as the sign-in screen's choice names it: for the account's
 * details and the Profile select (the first only in the page's first load).
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
