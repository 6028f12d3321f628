import { useLingui } from '@web/lib/i18n/react';
import { Trans } from '@lingui/react/macro';
import { activate } from '@web/lib/i18n/i18n';
import { LANGUAGES, type Language } from '@core/i18n/languages';
import { rememberLocale } from '@web/lib/i18n/locale';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * Each language named in itself, so that a reader of either finds theirs. Here and in Profile
 * (profile/language-names.ts), not in core: the list is in every page's first load, the names
 * only in these two.
 */
const NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** Signed out: the language of the app on this device (remembered; ADR 026). */
export function LanguageChoice({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const choose = (locale: Language) => {
    rememberLocale(locale);
    // For the public pages (ADR 028); loaded on tap, out of the signed-out pages' first load.
    void import('@web/lib/i18n/language-cookie')
      .then(({ rememberLanguageForServer }) => rememberLanguageForServer(locale))
      .catch(() => undefined);
    void activate(locale).catch(() => undefined);
  };
  return (
    <nav aria-labelledby="language-choice-label" className={className}>
      <span id="language-choice-label" className="sr-only">
        <Trans>Language</Trans>
      </span>
      <ul className="flex items-center gap-x-1 text-sm">
        {LANGUAGES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-pressed={i18n.locale === locale}
              disabled={!hydrated}
              onClick={() => choose(locale)}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-white/90 underline-offset-2 hover:underline aria-pressed:bg-white/20 aria-pressed:font-semibold aria-pressed:text-white"
            >
              {NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
