// ISSUE 12, decision 1: each content module has both languages with the same structure, so the
// Hindi FAQ cannot silently lag behind the English one.
import { describe, expect, it } from 'vitest';
import { FAQ as EN } from './faq-content.en';
import { FAQ as HI } from './faq-content.hi';
import { FAQ_TOPICS, type FaqBlock, type FaqEntry } from './faq-types';

/** An entry's shape: its id, topic, each block's kind (and step count) and its links' targets. */
function shape(entry: FaqEntry) {
  const links = (block: FaqBlock) =>
    [...(typeof block === 'string' ? block : block.steps.join(' ')).matchAll(/\]\(([^)]+)\)/g)].map(
      (m) => m[1],
    );
  return {
    id: entry.id,
    topic: entry.topic,
    blocks: entry.answer.map((b) => (typeof b === 'string' ? 'p' : `steps:${b.steps.length}`)),
    links: entry.answer.flatMap(links),
  };
}

const DEVANAGARI = /[\u0900-\u097f]/;

describe('the FAQ content modules', () => {
  it('have the same entries in English and Hindi, in the same order and shape', () => {
    expect(HI.map(shape)).toEqual(EN.map(shape));
  });

  it('have unique ids, and every topic has questions', () => {
    expect(new Set(EN.map((e) => e.id)).size).toBe(EN.length);
    for (const topic of FAQ_TOPICS)
      expect(
        EN.some((e) => e.topic === topic),
        topic,
      ).toBe(true);
  });

  it('are each in their own language', () => {
    for (const entry of HI) {
      expect(entry.question, entry.id).toMatch(DEVANAGARI);
      for (const block of entry.answer) {
        const text = typeof block === 'string' ? block : block.steps.join(' ');
        expect(text, entry.id).toMatch(DEVANAGARI);
      }
    }
    for (const entry of EN) expect(entry.question, entry.id).not.toMatch(DEVANAGARI);
  });

  it('link only to pages of the app', () => {
    const targets = new Set(EN.flatMap((e) => shape(e).links));
    expect([...targets].sort()).toEqual([
      '/data-privacy',
      '/family',
      '/prices',
      '/privacy-policy',
      '/refund-policy',
    ]);
  });
});
