import { describe, expect, it } from 'vitest';
import {
  SUGAR_CATEGORIES,
  SUGAR_CATEGORY_LABELS,
  SUGAR_TYPES,
  SUGAR_TYPE_LABELS,
  classifySugar,
  mgdlToMmol,
  mmolToMgdl,
  sugarAdvice,
  sugarValueIssue,
} from './sugar';

describe('classifySugar: lows apply to every mg/dL type', () => {
  it.each(['fasting', 'before_meal', 'after_meal', 'random', 'bedtime'] as const)('%s', (type) => {
    expect(classifySugar(53, type)).toBe('very_low');
    expect(classifySugar(53.9, type)).toBe('very_low');
    expect(classifySugar(54, type)).toBe('low');
    expect(classifySugar(69, type)).toBe('low');
    expect(classifySugar(70, type)).toBe('normal');
  });
});

describe('classifySugar: fasting and before a meal (fasting thresholds)', () => {
  it.each(['fasting', 'before_meal'] as const)('%s 99 | 100 | 125 | 126', (type) => {
    expect(classifySugar(99, type)).toBe('normal');
    expect(classifySugar(99.9, type)).toBe('normal');
    expect(classifySugar(100, type)).toBe('prediabetes');
    expect(classifySugar(125, type)).toBe('prediabetes');
    expect(classifySugar(125.9, type)).toBe('prediabetes');
    expect(classifySugar(126, type)).toBe('diabetes');
  });
});

describe('classifySugar: after a meal, random and bedtime (2-hour thresholds)', () => {
  it.each(['after_meal', 'random', 'bedtime'] as const)('%s 139 | 140 | 199 | 200', (type) => {
    expect(classifySugar(139, type)).toBe('normal');
    expect(classifySugar(140, type)).toBe('prediabetes');
    expect(classifySugar(199, type)).toBe('prediabetes');
    expect(classifySugar(200, type)).toBe('diabetes');
  });
  it('a fasting 126 is diabetes range but the same number after a meal is normal', () => {
    expect(classifySugar(126, 'fasting')).toBe('diabetes');
    expect(classifySugar(126, 'after_meal')).toBe('normal');
  });
});

describe('classifySugar: HbA1c in %', () => {
  it('5.6 | 5.7 | 6.4 | 6.5', () => {
    expect(classifySugar(5.6, 'hba1c')).toBe('normal');
    expect(classifySugar(5.7, 'hba1c')).toBe('prediabetes');
    expect(classifySugar(6.4, 'hba1c')).toBe('prediabetes');
    expect(classifySugar(6.5, 'hba1c')).toBe('diabetes');
  });
  it('has no low category: a low HbA1c is not hypoglycaemia', () => {
    expect(classifySugar(4, 'hba1c')).toBe('normal');
  });
  it('refuses a value that is not a number', () => {
    expect(() => classifySugar(Number.NaN, 'fasting')).toThrow(RangeError);
  });
});

describe('mg/dL and mmol/L', () => {
  it('converts with 18.016 and rounds to 1 decimal', () => {
    expect(mgdlToMmol(100)).toBe(5.6);
    expect(mgdlToMmol(126)).toBe(7);
    expect(mgdlToMmol(70)).toBe(3.9);
    expect(mgdlToMmol(54)).toBe(3);
    expect(mgdlToMmol(200)).toBe(11.1);
    expect(mmolToMgdl(7)).toBe(126.1);
    expect(mmolToMgdl(5.6)).toBe(100.9);
    expect(mmolToMgdl(3.9)).toBe(70.3);
  });
  it('a value typed in mmol/L lands in the category its mmol/L threshold means', () => {
    expect(classifySugar(mmolToMgdl(7.0), 'fasting')).toBe('diabetes');
    expect(classifySugar(mmolToMgdl(6.9), 'fasting')).toBe('prediabetes');
    expect(classifySugar(mmolToMgdl(5.5), 'fasting')).toBe('normal');
    expect(classifySugar(mmolToMgdl(11.1), 'after_meal')).toBe('diabetes');
  });
});

describe('labels, advice and plausible values', () => {
  it('has a label for every type and category', () => {
    for (const t of SUGAR_TYPES) expect(SUGAR_TYPE_LABELS[t].length).toBeGreaterThan(0);
    for (const c of SUGAR_CATEGORIES) expect(SUGAR_CATEGORY_LABELS[c].length).toBeGreaterThan(0);
    expect(SUGAR_TYPE_LABELS.after_meal).toBe('After meal (2 h)');
    expect(SUGAR_CATEGORY_LABELS.diabetes).toBe('Diabetes range');
  });
  it('very low advice gives the 15 g rule and the emergency number', () => {
    const advice = sugarAdvice(50, 'random');
    expect(advice).toMatch(/15 g/);
    expect(advice).toContain('112');
  });
  it('a very high reading (300+) asks for urgent help; 299 does not', () => {
    expect(sugarAdvice(300, 'random')).toContain('112');
    expect(sugarAdvice(299, 'random')).not.toContain('112');
  });
  it('diabetes-range advice says one reading is not a diagnosis', () => {
    expect(sugarAdvice(126, 'fasting')).toMatch(/not a diagnosis/);
    expect(sugarAdvice(6.5, 'hba1c')).toMatch(/doctor/);
  });
  it.each([
    [10, 'fasting', null],
    [1000, 'random', null],
    [9.9, 'fasting', 'Sugar must be from 10 to 1000 mg/dL'],
    [1001, 'after_meal', 'Sugar must be from 10 to 1000 mg/dL'],
    [3, 'hba1c', null],
    [20, 'hba1c', null],
    [2.9, 'hba1c', 'HbA1c must be from 3 to 20 %'],
    [54, 'hba1c', 'HbA1c must be from 3 to 20 %'],
  ] as const)('%d as %s: %j', (value, type, message) => {
    expect(sugarValueIssue(value, type)).toBe(message);
  });
});
