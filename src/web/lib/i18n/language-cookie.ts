import { LANGUAGE_COOKIE } from '@core/routes/public-site';
import type { Language } from '@core/i18n/languages';

/**
 * The device's language as a cookie, for the server: the static public pages run no script and
 * cannot read local storage (ADR 028). Called beside `rememberLocale` by the language choice
 * (loaded on tap) and the account follower; neither is in a page's first load.
 */
export function rememberLanguageForServer(locale: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
