// The public site's build entry (ADR 028): scripts/build/prerender.mjs bundles it for Node and writes
// what `buildPublicSite` returns under dist/web/. Static HTML only: nothing here hydrates.
import { LANGUAGES, type Language } from '@core/i18n/languages';
import { renderToStaticMarkup } from 'react-dom/server';
import { notFoundFile, publicPageFile, publicPageUrl } from '@core/routes/public-site';
import { CHROME } from './chrome';
import { absoluteUrl, SiteDocument } from './document';
import { PUBLIC_SITE_PAGES } from './pages';
import type { PublicPage } from './registry';

const DOCTYPE = '<!doctype html>';

/** One page in one language, as the file the server sends. */
export function renderPublicPage(page: PublicPage, lang: Language): string {
  const Body = page.body[lang];
  return (
    DOCTYPE +
    renderToStaticMarkup(
      <SiteDocument
        lang={lang}
        title={`${page.title[lang]} | MedMitra`}
        description={page.description[lang]}
        path={page.path}
        kind={page.kind}
        structuredData={page.structuredData?.(lang, absoluteUrl(publicPageUrl(page.path, lang)))}
        pages={PUBLIC_SITE_PAGES}
      >
        <h1>{page.title[lang]}</h1>
        <Body />
      </SiteDocument>,
    )
  );
}

/** The page every other public path shows (HTTP 404). */
export function renderNotFound(lang: Language): string {
  return (
    DOCTYPE +
    renderToStaticMarkup(
      <SiteDocument
        lang={lang}
        title={`${CHROME.notFoundTitle[lang]} | MedMitra`}
        description={CHROME.notFoundText[lang]}
        path={null}
        pages={PUBLIC_SITE_PAGES}
      >
        <p className="lead" aria-hidden="true">
          404
        </p>
        <h1>{CHROME.notFoundTitle[lang]}</h1>
        <p>{CHROME.notFoundText[lang]}</p>
        <a className="button" href="/">
          {CHROME.notFoundHome[lang]}
        </a>
      </SiteDocument>,
    )
  );
}

/** Every file of the site, by its path under dist/web/, and the list of page paths. */
export function buildPublicSite(): { files: Record<string, string>; paths: string[] } {
  const files: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    for (const page of PUBLIC_SITE_PAGES)
      files[publicPageFile(page.path, lang)] = renderPublicPage(page, lang);
    files[notFoundFile(lang)] = renderNotFound(lang);
  }
  return { files, paths: PUBLIC_SITE_PAGES.map((p) => p.path) };
}

export { PUBLIC_SITE_DIR, PUBLIC_SITE_LIST } from '@core/routes/public-site';
