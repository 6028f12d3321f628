import { describe, expect, it } from 'vitest';
import {
  BMI_LABELS,
  bmi,
  bmiAppliesToAge,
  bodyIssues,
  classifyBmi,
  healthyWeightRange,
} from './bmi';

describe('bmi', () => {
  it('is weight / height² rounded to 1 decimal', () => {
    expect(bmi(70, 175)).toBe(22.9); // 22.857
    expect(bmi(64.8, 170)).toBe(22.4); // 22.422
    expect(bmi(66.3, 170)).toBe(22.9); // 22.941
    expect(bmi(66.4, 170)).toBe(23); // 22.976
  });
  it('refuses a height of zero rather than answering Infinity', () => {
    expect(() => bmi(60, 0)).toThrow(RangeError);
  });
});

describe('classifyBmi (Asian-Indian cut-offs)', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [22.9, 'normal'],
    [23.0, 'overweight'],
    [24.9, 'overweight'],
    [25.0, 'obese'],
    [32, 'obese'],
  ] as const)('%d is %s', (value, category) => {
    expect(classifyBmi(value)).toBe(category);
  });
  it('classifies what the person sees: 22.96 shows as 23.0 and so is overweight', () => {
    expect(classifyBmi(22.96)).toBe('overweight');
    expect(classifyBmi(22.94)).toBe('normal');
    expect(classifyBmi(18.45)).toBe('normal');
    expect(classifyBmi(24.95)).toBe('obese');
  });
  it('66.4 kg at 170 cm (raw 22.98) is overweight, consistent with the BMI shown', () => {
    expect(classifyBmi(bmi(66.4, 170))).toBe('overweight');
  });
  it('has labels', () => {
    expect(BMI_LABELS.overweight).toBe('Overweight');
  });
});

describe('healthyWeightRange', () => {
  it('gives the normal range in kg, to 0.1 kg, as classifyBmi sees it', () => {
    expect(healthyWeightRange(170)).toEqual({ minKg: 53.4, maxKg: 66.3 });
  });
  it.each([30, 100, 150, 158, 165, 172.5, 180, 195, 250])(
    'both ends classify normal at %d cm, and 0.1 kg outside does not',
    (h) => {
      const { minKg, maxKg } = healthyWeightRange(h);
      expect(classifyBmi(bmi(minKg, h))).toBe('normal');
      expect(classifyBmi(bmi(maxKg, h))).toBe('normal');
      expect(classifyBmi(bmi(minKg - 0.1, h))).toBe('underweight');
      expect(classifyBmi(bmi(maxKg + 0.1, h))).toBe('overweight');
    },
  );
});

describe('healthyWeightRange outside measurable heights', () => {
  it('throws rather than loop', () => {
    expect(() => healthyWeightRange(5)).toThrow(RangeError);
  });
});

describe('adult cut-offs apply from 18', () => {
  it('17 no, 18 yes, unknown age yes', () => {
    expect(bmiAppliesToAge(17)).toBe(false);
    expect(bmiAppliesToAge(18)).toBe(true);
    expect(bmiAppliesToAge(null)).toBe(true);
  });
});

describe('bodyIssues', () => {
  it('accepts the edges', () => {
    expect(bodyIssues({ weightKg: 0.5, heightCm: 30 })).toEqual([]);
    expect(bodyIssues({ weightKg: 350, heightCm: 250 })).toEqual([]);
  });
  it.each([
    [{ weightKg: 0.4 }, 'weightKg'],
    [{ weightKg: 351 }, 'weightKg'],
    [{ heightCm: 29.9 }, 'heightCm'],
    [{ heightCm: 251 }, 'heightCm'],
  ])('%j is refused on %s', (body, field) => {
    expect(bodyIssues(body).map((i) => i.field)).toEqual([field]);
  });
});
