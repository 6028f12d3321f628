/** schema.org data for the public pages (JSON-LD): what the page is, and the app it is about. */
import { intlLocale, type Language } from '@core/i18n/languages';
import { ORIGIN_PLACEHOLDER } from '@core/routes/public-site';
import type { PerLanguage, StructuredData } from './registry';

const APP: StructuredData = {
  '@type': 'WebApplication',
  name: 'MedMitra',
  url: `${ORIGIN_PLACEHOLDER}/`,
  applicationCategory: 'HealthApplication',
  operatingSystem: 'Android, iOS, Windows, macOS (web browser)',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
};

/** A page about one of the app's trackers. */
export function trackerPageData(title: PerLanguage<string>, description: PerLanguage<string>) {
  return (lang: Language, url: string): StructuredData => ({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title[lang],
    description: description[lang],
    url,
    inLanguage: intlLocale(lang),
    about: APP,
  });
}

/** A health guide written for families, with the sources it draws on. */
export function guideData(
  title: PerLanguage<string>,
  description: PerLanguage<string>,
  sources: readonly { url: string }[],
) {
  return (lang: Language, url: string): StructuredData => ({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title[lang],
    description: description[lang],
    url,
    inLanguage: intlLocale(lang),
    publisher: { '@type': 'Organization', name: 'MedMitra' },
    citation: sources.map((s) => s.url),
  });
}
