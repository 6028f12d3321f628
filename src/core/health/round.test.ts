import { describe, expect, it } from 'vitest';
import { roundTo } from './round';

describe('roundTo', () => {
  it('rounds halves up even where binary floating point is just below them', () => {
    expect(roundTo(22.95, 1)).toBe(23);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(22.94999, 1)).toBe(22.9);
  });
  it('rounds negative halves away from zero and never answers -0', () => {
    expect(roundTo(-0.125, 2)).toBe(-0.13);
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
  });
  it('rounds to whole numbers', () => {
    expect(roundTo(28.5, 0)).toBe(29);
    expect(roundTo(28.49, 0)).toBe(28);
  });
});
