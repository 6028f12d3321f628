import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHROME } from './chrome';
import { sourcedPage } from './sourced-page';

const SOURCES = [{ publisher: 'WHO', title: 'A report', url: 'https://example.org/report' }];
const words = (lang: string) => ({
  Body: () => <p>{`${lang} body`}</p>,
  disclaimer: `${lang} disclaimer`,
  next: <a href={`/${lang}/next`}>{`${lang} next`}</a>,
});
const page = sourcedPage({
  path: '/a-guide',
  title: { en: 'A guide', hi: 'गाइड' },
  description: { en: 'About it', hi: 'इसके बारे में' },
  navLabel: { en: 'Guide', hi: 'गाइड' },
  kind: 'article',
  sources: SOURCES,
  text: { en: words('en'), hi: words('hi') },
});

describe('a sourced page', () => {
  it('keeps what the page says about itself', () => {
    expect(page.path).toBe('/a-guide');
    expect(page.kind).toBe('article');
    expect(page.navLabel.hi).toBe('गाइड');
  });

  it('closes each language with the note, where to read on and the sources, in that order', () => {
    for (const lang of ['en', 'hi'] as const) {
      const Body = page.body[lang];
      const html = renderToStaticMarkup(<Body />);
      const order = [
        `<p>${lang} body</p>`,
        `<strong>${CHROME.notMedicalAdvice[lang]}</strong>${lang} disclaimer</aside>`,
        `<p><a href="/${lang}/next">${lang} next</a></p>`,
        `<h2 id="sources">${CHROME.sources[lang]}</h2>`,
        'WHO: <a href="https://example.org/report">A report</a>',
      ].map((part) => html.indexOf(part));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
  });
});
