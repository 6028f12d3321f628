import { describe, expect, it } from 'vitest';
import { formatNumber, numberText, optionalNumber, requiredNumber } from './form-numbers';

describe('form numbers', () => {
  it('leaves empty required fields undefined for the schema to ask for', () => {
    expect(requiredNumber('')).toBeUndefined();
    expect(requiredNumber('   ')).toBeUndefined();
    expect(requiredNumber(' 130 ')).toBe(130);
    expect(requiredNumber('62,5')).toBe(62.5);
    expect(requiredNumber('12o')).toBeNaN();
  });

  it('turns an empty optional field into null', () => {
    expect(optionalNumber('')).toBeNull();
    expect(optionalNumber('72')).toBe(72);
  });

  it('shows numbers again', () => {
    expect(numberText(null)).toBe('');
    expect(numberText(undefined)).toBe('');
    expect(numberText(0)).toBe('0');
    expect(numberText(165.5)).toBe('165.5');
    expect(formatNumber(123456.78)).toBe('1,23,456.8');
  });
});
