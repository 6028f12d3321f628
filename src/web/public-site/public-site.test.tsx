// The public site's registry and pages (ADR 028): each page is a spec §2 public path, renders
// as a whole static document in both languages with the same structure, and says exactly what
// the app does (the numbers come from, or are checked against, src/core/health).
import { LANGUAGES } from '@core/i18n/languages';
import { GRIEVANCE_NAME_MARK } from '@core/routes/public-site';
import { describe, expect, it } from 'vitest';
import { classifyBmi } from '@core/health/bmi';
import { classifySugar, SUGAR_TYPES } from '@core/health/sugar';
import { ORIGIN_PLACEHOLDER, publicPageFile } from '@core/routes/public-site';
import { branchFor } from '@core/routes/route-sets';
import { buildPublicSite, renderNotFound, renderPublicPage } from './build';
import { PUBLIC_SITE_PAGES } from './pages';
import { BMI_BANDS } from './pages/bmi-bands';
import { LOW_BELOW, SUGAR_ROWS, VERY_LOW_BELOW } from './pages/sugar-bands';

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1] ?? '');
const count = (html: string, re: RegExp) => [...html.matchAll(re)].length;
const bodyOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** What must be the same in both languages: the outline, figures, tables, sources, links. */
function structure(html: string) {
  const main = bodyOf(html);
  return {
    h2: count(main, /<h2[ >]/g),
    h3: count(main, /<h3[ >]/g),
    lists: count(main, /<(?:ul|ol)[ >]/g),
    items: count(main, /<li[ >]/g),
    tables: count(main, /<table[ >]/g),
    rows: count(main, /<tr[ >]/g),
    figures: all(main, /<img src="([^"]+?)\.(?:en|hi)[^"]*"/g),
    links: all(main, /<a [^>]*href="([^"?]*)[^"]*"/g),
    notes: count(main, /class="note"/g),
  };
}

describe('the public site registry', () => {
  it('registers spec §2 public paths, each once, in both languages', () => {
    const paths = PUBLIC_SITE_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PUBLIC_SITE_PAGES) {
      expect(branchFor(page.path, false), page.path).toBe('public');
      for (const lang of LANGUAGES) {
        expect(page.title[lang].length, `${page.path} ${lang}`).toBeGreaterThan(10);
        const d = page.description[lang].length;
        expect(d, `${page.path} ${lang} description`).toBeGreaterThan(70);
        expect(d, `${page.path} ${lang} description`).toBeLessThanOrEqual(200);
      }
      expect(page.title.hi).toMatch(/[\u0900-\u097F]/);
      expect(page.description.hi).toMatch(/[\u0900-\u097F]/);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/medicine-reminder',
        '/period-tracker',
        '/period-tracking-guide',
        '/eye-sight-tracker',
        '/weight-loss-tracker',
        '/diabetes-tracker',
      ]),
    );
  });

  it('builds a file per page and language, the not-found page, and the list of paths', () => {
    const site = buildPublicSite();
    expect(site.paths).toEqual(PUBLIC_SITE_PAGES.map((p) => p.path));
    for (const page of PUBLIC_SITE_PAGES) {
      for (const lang of LANGUAGES) {
        expect(site.files[publicPageFile(page.path, lang)]).toMatch(/^<!doctype html>/);
      }
    }
    expect(site.files['public-site/not-found.en.html']).toContain('Page not found');
    expect(site.files['public-site/not-found.hi.html']).toContain('पेज नहीं मिला');
  });
});

describe.each(PUBLIC_SITE_PAGES.map((p) => [p.path, p] as const))('%s', (path, page) => {
  const html = { en: renderPublicPage(page, 'en'), hi: renderPublicPage(page, 'hi') };

  it.each(LANGUAGES)('is a whole document for search and sharing (%s)', (lang) => {
    const doc = html[lang];
    const url = `${ORIGIN_PLACEHOLDER}${path}${lang === 'hi' ? '?lang=hi' : ''}`;
    expect(doc).toContain(`<html lang="${lang}-IN">`);
    expect(doc).toContain(`<title>${page.title[lang]} | MedMitra</title>`);
    expect(doc).toMatch(/<meta name="description" content="[^"]{70,}"\/>/);
    expect(doc).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(doc).toContain(`hrefLang="en-IN" href="${ORIGIN_PLACEHOLDER}${path}"`);
    expect(doc).toContain(`hrefLang="hi-IN" href="${ORIGIN_PLACEHOLDER}${path}?lang=hi"`);
    expect(doc).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(doc).toContain('<meta property="og:title"');
    expect(count(doc, /<h1[ >]/g)).toBe(1);
    // No script runs: the only <script> is JSON-LD data, and it parses.
    expect(doc).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    const ld = all(doc, /<script type="application\/ld\+json">([^<]*)<\/script>/g);
    for (const data of ld)
      expect(JSON.parse(data)).toHaveProperty('@context', 'https://schema.org');
    // The call to action into the app, and the way to the other language.
    expect(doc).toMatch(/<a class="button" href="\/">/);
    expect(doc).toContain(`href="${path}?lang=${lang === 'en' ? 'hi' : 'en'}"`);
    // Screenshots: sized, described, lazy.
    for (const img of all(doc, /(<img [^>]*>)/g)) {
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img).toMatch(/ alt="[^"]{20,}"/);
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(new RegExp(`\\.${lang}[.-]`));
    }
  });

  it('has the same structure in English and Hindi', () => {
    expect(structure(html.hi)).toEqual(structure(html.en));
  });

  it('has no English left in the Hindi body but names, units and sources', () => {
    const text = bodyOf(html.hi)
      .replace(/<section class="sources"[\s\S]*?<\/section>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ')
      // Addresses: an email, and the grievance officer's name the server puts in (privacy).
      .replace(/[\w.+-]+@[\w.-]+/g, ' ')
      .replaceAll(GRIEVANCE_NAME_MARK, ' ');
    // Names of laws, services and companies the policies must name as they are.
    const allowed =
      /^(DPDP|IP|PDF|UPI|MB|RBI|HTTPS|Razorpay|Google|Apple|Mozilla|AdSense|MedMitra|PharmEasy|Apollo|Pharmacy|Medplus|Mart|BP|mg|mcg|dL|mmol|L|kg|cm|mm|HbA|c|BMI|m|ADA|ICMR|WHO|FIGO|PCOS|TV|SPH|CYL|AXIS|ADD|PD|RE|LE|OD|OS|Metformin|Install|app|Share|Add|to|Home|Screen|English|Android|Chrome|iPhone|Safari)$/;
    const words = text.match(/[A-Za-z]+/g) ?? [];
    expect(words.filter((w) => !allowed.test(w))).toEqual([]);
  });
});

// The trackers and the guide speak about health; the policies do not.
describe.each(
  PUBLIC_SITE_PAGES.filter((p) => p.group !== 'policy').map((p) => [p.path, p] as const),
)('%s', (_path, page) => {
  it('says it is not medical advice', () => {
    expect(renderPublicPage(page, 'en')).toContain('Not medical advice');
    expect(renderPublicPage(page, 'hi')).toContain('यह चिकित्सा सलाह नहीं है');
  });
});

describe('the numbers the pages state are the app’s', () => {
  it('sugar bands: each end of each band is what classifySugar says', () => {
    const covered = SUGAR_ROWS.flatMap((r) => r.types);
    expect([...covered].sort()).toEqual([...SUGAR_TYPES].sort());
    for (const row of SUGAR_ROWS) {
      const step = row.unit === '%' ? 0.1 : 1;
      for (const type of row.types) {
        const lowest = type === 'hba1c' ? 3 : LOW_BELOW;
        expect(classifySugar(lowest, type), type).toBe('normal');
        expect(classifySugar(row.prediabetesFrom - step, type), type).toBe('normal');
        expect(classifySugar(row.prediabetesFrom, type), type).toBe('prediabetes');
        expect(classifySugar(row.diabetesFrom - step, type), type).toBe('prediabetes');
        expect(classifySugar(row.diabetesFrom, type), type).toBe('diabetes');
        if (type !== 'hba1c') {
          expect(classifySugar(LOW_BELOW - 1, type)).toBe('low');
          expect(classifySugar(VERY_LOW_BELOW, type)).toBe('low');
          expect(classifySugar(VERY_LOW_BELOW - 1, type)).toBe('very_low');
        }
      }
    }
  });

  it('BMI bands: each end of each band is what classifyBmi says', () => {
    for (const band of BMI_BANDS) {
      if (band.from !== null) expect(classifyBmi(band.from)).toBe(band.category);
      if (band.to !== null) expect(classifyBmi(band.to)).toBe(band.category);
      if (band.from !== null) expect(classifyBmi(band.from - 0.1)).not.toBe(band.category);
      if (band.to !== null) expect(classifyBmi(band.to + 0.1)).not.toBe(band.category);
    }
  });

  it('the diabetes page shows the bands, and the weight page the app’s healthy range at 170 cm', () => {
    const diabetes = PUBLIC_SITE_PAGES.find((p) => p.path === '/diabetes-tracker');
    const weight = PUBLIC_SITE_PAGES.find((p) => p.path === '/weight-loss-tracker');
    if (!diabetes || !weight) throw new Error('pages missing');
    const d = renderPublicPage(diabetes, 'en');
    for (const cell of ['below 100', '100 to 125', '126 or more', '140 to 199', '5.7 to 6.4']) {
      expect(d).toContain(`<td>${cell}</td>`);
    }
    // healthyWeightRange(170), as the app's Weight tab shows it (not 18.5 × h² to 22.9 × h²).
    expect(renderPublicPage(weight, 'en')).toContain('<td>53.4 to 66.3 kg</td>');
    expect(renderPublicPage(weight, 'hi')).toContain('<td>53.4 से 66.3 kg</td>');
  });
});

describe('the not-found page', () => {
  it.each(LANGUAGES)('is not indexed and leads into the app (%s)', (lang) => {
    const doc = renderNotFound(lang);
    expect(doc).toContain('<meta name="robots" content="noindex"/>');
    expect(doc).not.toContain('rel="canonical"');
    expect(doc).toMatch(/<a class="button" href="\/">/);
  });
});
