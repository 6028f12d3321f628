import { describe, expect, it } from 'vitest';
import { setSimilarity, trigramSimilarity, trigramsOf } from './trigram';

// Expected values are PostgreSQL's own: SELECT show_trgm(...), similarity(...) with pg_trgm.
describe('trigramsOf', () => {
  it('pads each word with two spaces before and one after', () => {
    expect([...trigramsOf('ab')].sort()).toEqual(['  a', ' ab', 'ab ']);
    expect([...trigramsOf('a')].sort()).toEqual(['  a', ' a ']);
  });

  it('splits words at anything but letters and digits, lower-cases, and keeps each once', () => {
    expect([...trigramsOf('x_y 10%')].sort()).toEqual([
      '  1',
      '  x',
      '  y',
      ' 10',
      ' x ',
      ' y ',
      '10 ',
    ]);
    expect(trigramsOf('Dolo-650')).toEqual(trigramsOf('dolo 650'));
    expect(trigramsOf('aaaa').size).toBe(4);
    expect(trigramsOf('%, ()').size).toBe(0);
  });

  it('takes Greek letters as letters, one character each', () => {
    expect([...trigramsOf('α-β')].sort()).toEqual(['  α', '  β', ' α ', ' β ']);
  });
});

describe('trigramSimilarity', () => {
  it.each([
    ['paracetmol', 'paracetamol', 0.64],
    ['atorvastatn', 'atorvastatin', 0.67],
    ['metfromin', 'metformin', 0.43],
    ['crocin', 'mupirocin', 0.31],
    ['ofloxacin', 'ciprofloxacin', 0.5],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(trigramSimilarity(a, b)).toBeCloseTo(expected, 2);
    expect(trigramSimilarity(b, a)).toBe(trigramSimilarity(a, b));
  });

  it('is shared trigrams over all trigrams: 1 for the same words, 0 for nothing shared', () => {
    expect(trigramSimilarity('Paracetamol', 'PARACETAMOL')).toBe(1);
    expect(trigramSimilarity('ab', 'abc')).toBe(2 / 5);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });

  it('is 0 when either side has no word', () => {
    expect(trigramSimilarity('', '')).toBe(0);
    expect(trigramSimilarity('abcd', '')).toBe(0);
    expect(setSimilarity(new Set(), trigramsOf('abcd'))).toBe(0);
  });
});
