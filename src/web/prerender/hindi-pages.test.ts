// ADR 026: the signed-out pages in Hindi leave no English on screen but names and units. The
// pages are rendered as the build prerenders them, every lazy part resolved.
import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '@web/lib/i18n/i18n';
import { renderPage } from './render-page';

/** Words that stay as they are in Hindi: brand names, units, the language's own name. */
const ALLOWED = new Set([
  'MedMitra',
  'PharmEasy',
  'Apollo',
  'Pharmacy',
  'Medplus',
  'Mart',
  'BMI',
  'BP',
  'mg',
  'dL',
  'mmHg',
  'English',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
};

/** What a reader meets: the text, and the labels, placeholders and alt texts of elements. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = html.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&(#x27|#39|amp|quot|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** English words left: Latin letters that are not an email address nor on the allow-list. */
function englishLeft(html: string): string[] {
  const text = readableText(html).replace(/\S+@\S+\.\S+/g, ' ');
  const words = text.match(/[A-Za-z]+(?:[-'][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED.has(word)))];
}

describe('the signed-out pages in Hindi', () => {
  afterAll(() => activate('en'));

  it.each([
    ['sign-in', '/'],
    ['forgot password', '/forgot-password'],
    ['reset password', `/reset-password?token=${'a'.repeat(40)}`],
    ['reset link incomplete', '/reset-password'],
  ])('%s shows no English', { timeout: 30_000 }, async (_name, url) => {
    await activate('hi');
    const html = await renderPage(url);
    expect(html).toContain('MedMitra');
    expect(englishLeft(html)).toEqual([]);
  });

  it('would see English: the same page in English is full of it', async () => {
    await activate('en');
    const words = englishLeft(await renderPage('/'));
    expect(words).toEqual(expect.arrayContaining(['Welcome', 'Back', 'Password', 'Sign']));
  });
});
