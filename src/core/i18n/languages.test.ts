import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, LANGUAGES } from './languages';

describe('the languages the app speaks', () => {
  it('are English and Hindi, English by default', () => {
    expect(LANGUAGES).toEqual(['en', 'hi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('know each language as it is written in India', () => {
    expect(LANGUAGES.map(intlLocale)).toEqual(['en-IN', 'hi-IN']);
  });

  it('tell a language the app speaks from anything else', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    for (const other of ['ta', 'EN', '', null, undefined, 1, 'en-IN']) {
      expect(isLanguage(other)).toBe(false);
    }
  });
});
