import type { FaqBlock, FaqEntry } from './faq-types';

const LINK = /\[([^\]]+)\]\([^)]+\)/g;

/** A block's words as a reader sees them: a link's words, not its address. */
export function blockText(block: FaqBlock): string {
  const text = typeof block === 'string' ? block : block.steps.join(' ');
  return text.replace(LINK, '$1');
}

/**
 * Text as the search compares it: case and Latin accents ignored (é is e), and the Devanagari
 * spellings people mix up treated as one: with or without the nukta (फ़/फ), chandrabindu or
 * anusvara (ँ/ं). Vowel signs stay: दवा and दव are different words.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}₹]+/gu, ' ')
    .trim();
}

/** The words of a query, as the search compares them. */
export function queryWords(query: string): string[] {
  return searchable(query).split(' ').filter(Boolean);
}

/**
 * The entries whose question or answer holds every word of the query (as the start of a word or
 * inside one: "remind" finds "reminders"), in their order. An empty query finds all.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchable([entry.question, ...entry.answer.map(blockText)].join(' '));
    return words.every((word) => text.includes(word));
  });
}
