/**
 * The one Lingui instance of the web app (ADR 026). English is in the code: activating it loads
 * nothing. Each other language's catalogue is a lazy chunk, loaded by `activate`.
 */
import { i18n, type Messages } from '@lingui/core';
import { intlLocale, setActiveLocale, type Locale } from './locale';

// The build compiles every message (scripts/vite-lingui-macro.mjs, `lingui compile` for the
// catalogues): the browser needs no ICU parser, so a plain string is shown as it is.
i18n.setMessagesCompiler((message) => [message]);
i18n.load('en', {});
i18n.activate('en', [intlLocale('en')]);

const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('../../locales/hi/messages.po'),
};

let latest = 0;

function show(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale, [intlLocale(locale)]);
  setActiveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(locale);
}

/**
 * Shows the app in `locale`: at once for English, after its catalogue has loaded otherwise. When
 * calls overlap, the last one wins. A catalogue that fails to load (offline, first visit) leaves
 * the current language and rejects.
 */
export async function activate(locale: Locale): Promise<void> {
  const call = ++latest;
  if (locale === 'en') {
    show('en', {});
    return;
  }
  const { messages } = await CATALOGUES[locale]();
  if (call === latest) show(locale, messages);
}

export { i18n };
