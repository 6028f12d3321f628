import { describe, expect, it } from 'vitest';
import { bloodPressureTrend, trendOf } from './trend';

describe('trendOf', () => {
  it('is null without a previous value', () => {
    expect(trendOf(120, null)).toBeNull();
    expect(trendOf(120, undefined)).toBeNull();
  });
  it('goes up and down', () => {
    expect(trendOf(130, 120)).toBe('up');
    expect(trendOf(110, 120)).toBe('down');
    expect(trendOf(120, 120)).toBe('flat');
  });
  it('counts a change within the tolerance as flat, and one past it as a move', () => {
    expect(trendOf(62.2, 62, 0.2)).toBe('flat');
    expect(trendOf(61.8, 62, 0.2)).toBe('flat');
    expect(trendOf(62.3, 62, 0.2)).toBe('up');
    expect(trendOf(61.7, 62, 0.2)).toBe('down');
  });
  it('is not fooled by float noise', () => {
    expect(trendOf(0.1 + 0.2, 0.3)).toBe('flat');
  });
});

describe('bloodPressureTrend', () => {
  it('follows the top number', () => {
    expect(
      bloodPressureTrend({ systolic: 140, diastolic: 80 }, { systolic: 130, diastolic: 90 }),
    ).toBe('up');
    expect(
      bloodPressureTrend({ systolic: 118, diastolic: 78 }, { systolic: 130, diastolic: 78 }),
    ).toBe('down');
  });
  it('falls back to the bottom number when the top one held still', () => {
    expect(
      bloodPressureTrend({ systolic: 141, diastolic: 90 }, { systolic: 140, diastolic: 80 }),
    ).toBe('up');
    expect(
      bloodPressureTrend({ systolic: 140, diastolic: 81 }, { systolic: 140, diastolic: 80 }),
    ).toBe('flat');
  });
  it('is null for a first reading', () => {
    expect(bloodPressureTrend({ systolic: 120, diastolic: 80 }, null)).toBeNull();
  });
});
