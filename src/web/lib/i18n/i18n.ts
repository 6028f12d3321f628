/**
 * The one Lingui instance of the web app (ADR 026). English is in the code: activating it loads
 * nothing. Each other language's catalogue is a lazy chunk, loaded by `activate`; a page's first
 * render in that language may start with only its own part of it (`activateParts`), the rest
 * following once the page is up (`wholeCatalogue`).
 */
import { intlLocale, type Language } from '@core/i18n/languages';
import type { Messages } from '@lingui/core';
import { I18n } from './runtime';
import { activeLocale, setActiveLocale } from './locale';

// The build compiles every message (scripts/build/vite-lingui-macro.mjs, `lingui compile` for the
// catalogues): the browser needs no ICU parser, only ./runtime.ts.
const i18n = new I18n();
i18n.load('en', {});
i18n.activate('en', [intlLocale('en')]);

const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('../../locales/hi/messages.po'),
};

/** Each language's whole catalogue, once asked for: loaded (in i18n) when it resolves. */
const whole = new Map<Language, Promise<Messages>>([['en', Promise.resolve({})]]);

let latest = 0;

function show(locale: Language, messages: Messages): void {
  // Adds to what is loaded: a part, then the whole catalogue.
  i18n.load(locale, messages);
  i18n.activate(locale, [intlLocale(locale)]);
  setActiveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(locale);
}

function loadWhole(locale: Language): Promise<Messages> {
  let pending = whole.get(locale);
  if (!pending) {
    pending = CATALOGUES[locale as Exclude<Language, 'en'>]().then(({ messages }) => {
      i18n.load(locale, messages);
      return messages;
    });
    // A failed load (offline, first visit) is tried again next time.
    pending.catch(() => whole.delete(locale));
    whole.set(locale, pending);
  }
  return pending;
}

/**
 * Shows the app in `locale`: at once for English, after its catalogue has loaded otherwise. When
 * calls overlap, the last one wins. A catalogue that fails to load (offline, first visit) leaves
 * the current language and rejects.
 */
export async function activate(locale: Language): Promise<void> {
  const call = ++latest;
  const messages = await loadWhole(locale);
  if (call === latest) show(locale, messages);
}

/**
 * Shows the app in `locale` with the given parts of its catalogue: those of what the first render
 * draws. The other messages show in English until `wholeCatalogue`.
 */
export async function activateParts(
  locale: Language,
  parts: Promise<{ messages: Messages }>[],
): Promise<void> {
  const call = ++latest;
  const loaded = await Promise.all(parts);
  if (call === latest) show(locale, Object.assign({}, ...loaded.map((part) => part.messages)));
}

/**
 * Resolves once every message of the language on screen is loaded, loading the rest of its
 * catalogue if only parts are in. Never rejects: should the catalogue fail to load, what it lacks
 * shows in English. Code loaded after the first render waits for it (src/web/lib/lazy.ts).
 */
export function wholeCatalogue(): Promise<void> {
  return loadWhole(activeLocale()).then(
    () => undefined,
    () => undefined,
  );
}

export { i18n, type I18n };
