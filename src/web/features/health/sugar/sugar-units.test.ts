import { describe, expect, it } from 'vitest';
import { classifySugar } from '@core/health/sugar';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  formatSugar,
  inUnit,
  readSugarUnit,
  storedSugarValue,
  storeSugarUnit,
  sugarInputText,
  sugarNumber,
  SUGAR_UNIT_KEY,
  unitFor,
} from './sugar-units';

describe('sugar unit toggle', () => {
  it('shows mg/dL by default and remembers mmol/L', () => {
    const store = new MemoryStorage();
    expect(readSugarUnit(store)).toBe('mgdl');
    storeSugarUnit(store, 'mmol');
    expect(store.getItem(SUGAR_UNIT_KEY)).toBe('mmol');
    expect(readSugarUnit(store)).toBe('mmol');
    store.setItem(SUGAR_UNIT_KEY, 'grains');
    expect(readSugarUnit(store)).toBe('mgdl');
  });

  it('displays a stored mg/dL value in either unit', () => {
    expect(formatSugar(126, 'fasting', 'mgdl')).toBe('126 mg/dL');
    expect(formatSugar(126, 'fasting', 'mmol')).toBe('7.0 mmol/L');
    expect(formatSugar(90, 'after_meal', 'mmol')).toBe('5.0 mmol/L');
    expect(sugarNumber(1000, 'random', 'mgdl')).toBe('1,000');
    expect(inUnit(180.16, 'random', 'mmol')).toBe(10);
  });

  it('keeps HbA1c in % whatever the unit', () => {
    expect(unitFor('hba1c', 'mmol')).toBe('%');
    expect(formatSugar(6.5, 'hba1c', 'mmol')).toBe('6.5 %');
    expect(sugarInputText(6.5, 'hba1c', 'mmol')).toBe('6.5');
  });

  it('stores typed mmol/L as mg/dL without moving a reading across a boundary', () => {
    const stored = storedSugarValue('7.0', 'fasting', 'mmol');
    expect(stored).toBe(126.1);
    expect(classifySugar(stored ?? 0, 'fasting')).toBe('diabetes');
    expect(storedSugarValue('126', 'fasting', 'mgdl')).toBe(126);
    expect(storedSugarValue('6,4', 'hba1c', 'mmol')).toBe(6.4);
    expect(storedSugarValue('', 'fasting', 'mmol')).toBeUndefined();
    expect(storedSugarValue('x', 'fasting', 'mmol')).toBeNaN();
  });

  it('fills the edit box in the chosen unit', () => {
    expect(sugarInputText(126.1, 'fasting', 'mmol')).toBe('7.0');
    expect(sugarInputText(126.1, 'fasting', 'mgdl')).toBe('126.1');
  });
});
