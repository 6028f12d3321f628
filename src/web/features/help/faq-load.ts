import type { Language } from '@core/i18n/languages';
import type { FaqEntry } from './faq-types';

const loaders: Record<Language, () => Promise<{ FAQ: readonly FaqEntry[] }>> = {
  en: () => import('./faq-content.en'),
  hi: () => import('./faq-content.hi'),
};

const loaded = new Map<Language, Promise<readonly FaqEntry[]>>();

/**
 * The FAQ in one language: only that language's content module is downloaded (ISSUE 12,
 * decision 1). The same promise each time, as React's `use` wants.
 */
export function loadFaq(locale: Language): Promise<readonly FaqEntry[]> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((module) => module.FAQ);
    loaded.set(locale, promise);
    // A failed download is tried again next time rather than remembered.
    promise.catch(() => loaded.delete(locale));
  }
  return promise;
}
