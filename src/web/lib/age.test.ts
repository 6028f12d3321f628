import { describe, expect, it } from 'vitest';
import { ageInMonths, describeAge } from './age';

describe('describeAge', () => {
  it('counts completed years, turning a year older on the birthday', () => {
    expect(describeAge('1990-05-03', '2026-05-02')).toBe('35 years');
    expect(describeAge('1990-05-03', '2026-05-03')).toBe('36 years');
  });
  it('says 1 year, not 1 years', () => {
    expect(describeAge('2025-03-10', '2026-03-10')).toBe('1 year');
  });
  it('counts a baby in months', () => {
    expect(describeAge('2026-01-15', '2026-09-14')).toBe('7 months');
    expect(describeAge('2026-01-15', '2026-09-15')).toBe('8 months');
    expect(describeAge('2026-08-20', '2026-09-19')).toBe('Under 1 month');
    expect(describeAge('2026-08-20', '2026-09-20')).toBe('1 month');
  });
  it('treats a 29 February birthday as reached on 1 March', () => {
    expect(describeAge('2000-02-29', '2026-02-28')).toBe('25 years');
    expect(describeAge('2000-02-29', '2026-03-01')).toBe('26 years');
  });
  it('gives null without a usable date of birth', () => {
    expect(describeAge(null, '2026-09-01')).toBeNull();
    expect(describeAge('2026-13-01', '2026-09-01')).toBeNull();
    expect(describeAge('2026-09-02', '2026-09-01')).toBeNull();
  });
});

describe('ageInMonths', () => {
  it('does not count a month until its day is reached', () => {
    expect(ageInMonths('2025-12-31', '2026-01-30')).toBe(0);
    expect(ageInMonths('2025-12-31', '2026-01-31')).toBe(1);
  });
});
