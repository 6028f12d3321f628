import type { Language } from '@core/i18n/languages';
import { en } from './en';
import { hi } from './hi';
import type { ServerTexts } from './types';

/** One set of texts per language the app speaks: a language without its texts fails the typecheck. */
export const TEXTS: Readonly<Record<Language, ServerTexts>> = { en, hi };

/** The server's words in a person's language. */
export function textsFor(language: Language): ServerTexts {
  return TEXTS[language];
}
