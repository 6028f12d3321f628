import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@core/i18n/languages';
import { branchFor } from './route-sets';

/**
 * The static public site (ADR 028): pages built to HTML at build time, one file per page and
 * language, served whatever the session. Shared by the build (src/web/public-site), which writes
 * the files, and the server, which chooses one.
 */

/** Under dist/web/: the pages, the not-found page and the list of pages the build wrote. */
export const PUBLIC_SITE_DIR = 'public-site';
export const PUBLIC_SITE_LIST = 'pages.json';

/**
 * The build does not know the address the app is served at (APP_URL is the server's setting):
 * canonical, hreflang and Open Graph URLs are written with this in its place, and the server
 * puts its APP_URL there.
 */
export const ORIGIN_PLACEHOLDER = 'https://medmitra.origin.invalid';

/** The query parameter that asks for a language: `?lang=hi`. */
export const LANG_PARAM = 'lang';

/** The device's remembered language, as a cookie the server can read (set by the app). */
export const LANGUAGE_COOKIE = 'mm_language';

/** `/medicine-reminder` → `medicine-reminder`; the file names of a page's HTML. */
export function publicPageFile(path: string, lang: Language): string {
  return `${PUBLIC_SITE_DIR}/${path.replace(/^\//, '')}.${lang}.html`;
}

export function notFoundFile(lang: Language): string {
  return `${PUBLIC_SITE_DIR}/not-found.${lang}.html`;
}

/** A page's address in a language: English at the bare path, Hindi with `?lang=hi`. */
export function publicPageUrl(path: string, lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? path : `${path}?${LANG_PARAM}=${lang}`;
}

/** The first `hi*` or `en*` of an Accept-Language header, by its order; the app's own rule. */
function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language of a public page (ADR 028): `?lang=` when it names one, then the language the
 * device remembers (the app's choice, as a cookie), then the browser's (Accept-Language), as the
 * signed-out app chooses; English otherwise.
 */
export function publicPageLanguage(request: {
  lang: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | undefined;
}): Language {
  if (isLanguage(request.lang)) return request.lang;
  if (isLanguage(request.cookie)) return request.cookie;
  return acceptedLanguage(request.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Which public page a navigation asks for: a page the build wrote, the not-found page for any
 * other public path, or null when the path is the app's. The same choice as the app's router
 * (`branchFor`): /period-tracker is the app's for a signed-in user (spec §2: it redirects).
 */
export function publicSitePage(
  path: string,
  signedIn: boolean,
  pages: ReadonlySet<string>,
): 'page' | 'not-found' | null {
  if (branchFor(path, signedIn) !== 'public') return null;
  return pages.has(path) ? 'page' : 'not-found';
}

/**
 * The grievance officer is the server's setting too (GRIEVANCE_OFFICER_*): the public privacy
 * policy is built with these marks as the contact, and the server puts its own there when it
 * serves the page (a name left unset leaves its line out, as the signed-in page does).
 */
export const GRIEVANCE_NAME_MARK = 'grievance-officer-name.invalid';
export const GRIEVANCE_EMAIL_MARK = 'grievance-officer@email.invalid';
