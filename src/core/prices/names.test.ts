import { describe, expect, it } from 'vitest';
import { normaliseName, queryWords } from './names';

describe('normaliseName', () => {
  it('lower-cases, folds odd spaces and characters, and trims', () => {
    expect(normaliseName('  Dolo\u00a0 650\tTablets ')).toBe('dolo 650 tablets');
    expect(normaliseName('Spinal Needle 3 ½ inch')).toBe('spinal needle 3 1⁄2 inch');
  });
});

describe('queryWords', () => {
  it('drops a leading form word and splits at spaces and list punctuation', () => {
    expect(queryWords('Tab. Dolo 650')).toEqual(['dolo', '650']);
    expect(queryWords('Syp Crocin')).toEqual(['crocin']);
    expect(queryWords('Atorvastatin (10mg) + Aspirin, 75mg/Ramipril;x')).toEqual([
      'atorvastatin',
      '10mg',
      'aspirin',
      '75mg',
      'ramipril',
      'x',
    ]);
  });

  it('keeps a form word that is the whole query, and words inside other words', () => {
    expect(queryWords('Tablets')).toEqual(['tablets']);
    expect(queryWords('Capecitabine')).toEqual(['capecitabine']);
    expect(queryWords('iodine 10 %')).toEqual(['iodine', '10', '%']);
  });

  it('gives no words for blank input', () => {
    expect(queryWords('  ')).toEqual([]);
    expect(queryWords(', ;')).toEqual([]);
  });
});
