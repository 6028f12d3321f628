/** One public page as a whole HTML document (ADR 028): head for search and sharing, no script. */
import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, type Language } from '@core/i18n/languages';
import type { ReactNode } from 'react';
import { ORIGIN_PLACEHOLDER, publicPageUrl } from '@core/routes/public-site';
import { CHROME } from './chrome';
import type { PublicPage, StructuredData } from './registry';
import siteCss from './site.css?raw';

/** Open Graph writes a locale with an underscore: `en_IN`. */
const ogLocale = (lang: Language) => intlLocale(lang).replace('-', '_');
const APP_PATH = '/';

/** The stylesheet without comments and spaces: it is in every page. */
const css = siteCss
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,>])\s*/g, '$1')
  .replace(/:\s+/g, ':')
  .trim();

/** Absolute, with the server's APP_URL put in place of the placeholder when it is served. */
export function absoluteUrl(path: string): string {
  return `${ORIGIN_PLACEHOLDER}${path}`;
}

/** A link to another public page, in the language being read. */
export function pageHref(path: string, lang: Language): string {
  return publicPageUrl(path, lang);
}

/** JSON that cannot close its <script> element. */
function jsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Where a call to action goes: the app's sign-in page, which also creates accounts. */
function CallToAction({ lang }: { lang: Language }) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{CHROME.ctaTitle[lang]}</h2>
      <p>{CHROME.ctaText[lang]}</p>
      <a className="button" href={APP_PATH}>
        {CHROME.ctaButton[lang]}
      </a>
    </section>
  );
}

function Footer({ lang, pages }: { lang: Language; pages: readonly PublicPage[] }) {
  const list = (group: 'product' | 'policy') =>
    pages
      .filter((p) => (p.group ?? 'product') === group)
      .map((p) => (
        <li key={p.path}>
          <a href={pageHref(p.path, lang)}>{p.navLabel[lang]}</a>
        </li>
      ));
  const policies = list('policy');
  return (
    <footer>
      <div className="foot-in">
        <nav aria-labelledby="foot-pages">
          <h2 id="foot-pages">{CHROME.footerPages[lang]}</h2>
          <ul>{list('product')}</ul>
        </nav>
        {policies.length > 0 ? (
          <nav aria-labelledby="foot-policies">
            <h2 id="foot-policies">{CHROME.footerPolicies[lang]}</h2>
            <ul>{policies}</ul>
          </nav>
        ) : null}
        <p>{CHROME.footerNote[lang]}</p>
      </div>
    </footer>
  );
}

interface DocumentProps {
  lang: Language;
  title: string;
  description: string;
  /** The page's own path, for canonical and alternates; none for the not-found page. */
  path: string | null;
  kind?: 'website' | 'article';
  structuredData?: StructuredData;
  pages: readonly PublicPage[];
  children: ReactNode;
}

export function SiteDocument({
  lang,
  title,
  description,
  path,
  kind = 'website',
  structuredData,
  pages,
  children,
}: DocumentProps) {
  const other = LANGUAGES.find((l) => l !== lang) ?? DEFAULT_LANGUAGE;
  const url = path ? absoluteUrl(publicPageUrl(path, lang)) : null;
  return (
    <html lang={intlLocale(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {path && url ? (
          <>
            <link rel="canonical" href={url} />
            {LANGUAGES.map((l) => (
              <link
                key={l}
                rel="alternate"
                hrefLang={intlLocale(l)}
                href={absoluteUrl(publicPageUrl(path, l))}
              />
            ))}
            <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
            <meta property="og:type" content={kind} />
            <meta property="og:site_name" content="MedMitra" />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            <meta property="og:url" content={url} />
            <meta property="og:image" content={absoluteUrl('/icon-512.png')} />
            <meta property="og:locale" content={ogLocale(lang)} />
            <meta property="og:locale:alternate" content={ogLocale(other)} />
            <meta name="twitter:card" content="summary" />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {structuredData ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
          />
        ) : null}
      </head>
      <body>
        <header className="bar">
          <div className="bar-in">
            <a className="brand" href={APP_PATH} aria-label={CHROME.home[lang]}>
              MedMitra
            </a>
            <nav aria-label={CHROME.languageNav[lang]}>
              {path ? (
                <a
                  className="pill"
                  href={`${path}?lang=${other}`}
                  hrefLang={intlLocale(other)}
                  lang={intlLocale(other)}
                  aria-label={CHROME.otherLanguageLabel[lang]}
                >
                  {CHROME.otherLanguage[lang]}
                </a>
              ) : null}
              <a className="pill" href={APP_PATH}>
                {CHROME.signIn[lang]}
              </a>
            </nav>
          </div>
        </header>
        <main id="main">
          {children}
          {path ? <CallToAction lang={lang} /> : null}
        </main>
        <Footer lang={lang} pages={pages} />
      </body>
    </html>
  );
}
