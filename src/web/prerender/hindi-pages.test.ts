// ADR 026: the signed-out pages in Hindi leave no English on screen but names and units. The
// pages are rendered as the build prerenders them, every lazy part resolved.
import { afterAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
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
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('would see English: the same page in English is full of it', async () => {
    await activate('en');
    const words = englishLeft(await renderPage('/'), ALLOWED);
    expect(words).toEqual(expect.arrayContaining(['Welcome', 'Back', 'Password', 'Sign']));
  });
});
