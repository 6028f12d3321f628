import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@core/i18n/languages';
import { TEXTS } from './texts';

/**
 * Each text's shape, flattened: a string is itself; a text with placeholders is called with one
 * marker per placeholder (as a string: each placeholder is only ever written into the text).
 */
function flatten(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'function') {
    const markers = Array.from({ length: value.length }, (_, i) => `⟦${i}⟧`);
    into.set(path, { placeholders: value.length, text: Reflect.apply(value, undefined, markers) });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
  } else {
    into.set(path, value);
  }
  return into;
}

const markersOf = (text: string) => [...text.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();
const textOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'text' in entry ? entry.text : entry;

const source = flatten(TEXTS[DEFAULT_LANGUAGE], '', new Map());

describe("the server's texts", () => {
  it.each(LANGUAGES)('has every text in %s, as English has it', (language) => {
    const texts = flatten(TEXTS[language], '', new Map());
    expect([...texts.keys()]).toEqual([...source.keys()]);
    for (const [key, entry] of texts) {
      const english = source.get(key);
      expect(typeof textOf(entry), key).toBe(typeof textOf(english));
      const text = textOf(entry);
      if (typeof text !== 'string') continue;
      expect(text.trim(), `${language}${key} is empty`).not.toBe('');
      // Every placeholder English writes, once each, and no other.
      expect(markersOf(text), `${language}${key}'s placeholders`).toEqual(
        markersOf(String(textOf(english))),
      );
    }
  });

  it('writes each placeholder of every English text', () => {
    for (const [key, entry] of source) {
      if (typeof entry !== 'object' || entry === null || !('placeholders' in entry)) continue;
      const expected = Array.from({ length: Number(entry.placeholders) }, (_, i) => `⟦${i}⟧`);
      expect(markersOf(String(textOf(entry))), key).toEqual(expected);
    }
  });

  it('tells a missing text apart (the check can fail)', () => {
    const short = flatten({ ...TEXTS.en, supportReplyEmail: { subject: 'x' } }, '', new Map());
    expect([...short.keys()]).not.toEqual([...source.keys()]);
    const noPlaceholder = flatten({ greeting: () => 'Namaste' }, '', new Map());
    expect(markersOf(String(textOf(noPlaceholder.get('.greeting'))))).toEqual([]);
  });
});
