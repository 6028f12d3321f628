import { describe, expect, it } from 'vitest';
import {
  BP_ADVICE,
  BP_CATEGORIES,
  BP_LABELS,
  bloodPressureIssues,
  classifyBloodPressure,
} from './blood-pressure';

describe('classifyBloodPressure (2017 ACC/AHA, PRODUCT §5)', () => {
  it.each([
    // normal / elevated: systolic 119 | 120 with a normal diastolic
    [119, 79, 'normal'],
    [90, 60, 'normal'],
    [120, 79, 'elevated'],
    [129, 79, 'elevated'],
    // elevated / stage 1: systolic 129 | 130, diastolic 79 | 80
    [130, 79, 'stage1'],
    [119, 80, 'stage1'],
    [129, 80, 'stage1'],
    [139, 89, 'stage1'],
    [130, 85, 'stage1'],
    // stage 1 / stage 2: 139 | 140, 89 | 90
    [140, 89, 'stage2'],
    [139, 90, 'stage2'],
    [140, 90, 'stage2'],
    [118, 95, 'stage2'],
    // stage 2 / crisis: 180 | 181, 120 | 121
    [180, 120, 'stage2'],
    [181, 80, 'crisis'],
    [170, 121, 'crisis'],
    [185, 125, 'crisis'],
  ] as const)('%i/%i is %s', (sys, dia, category) => {
    expect(classifyBloodPressure(sys, dia)).toBe(category);
  });

  it('the higher of the two numbers decides (systolic elevated, diastolic stage 1)', () => {
    expect(classifyBloodPressure(125, 82)).toBe('stage1');
  });

  it('refuses numbers that are not numbers rather than calling them normal', () => {
    expect(() => classifyBloodPressure(Number.NaN, 80)).toThrow(RangeError);
  });
});

describe('labels and advice', () => {
  it('has a label and advice for every category', () => {
    for (const c of BP_CATEGORIES) {
      expect(BP_LABELS[c].length).toBeGreaterThan(0);
      expect(BP_ADVICE[c].length).toBeGreaterThan(0);
    }
    expect(BP_LABELS.stage1).toBe('Stage 1 hypertension');
    expect(BP_LABELS.crisis).toBe('Hypertensive crisis');
  });
  it('crisis advice sends the person to emergency care now, with the Indian number', () => {
    expect(BP_ADVICE.crisis).toMatch(/emergency/i);
    expect(BP_ADVICE.crisis).toContain('112');
  });
});

describe('bloodPressureIssues (plausible entries)', () => {
  it('accepts the edges of each range', () => {
    expect(bloodPressureIssues({ systolic: 50, diastolic: 30, pulse: 30 })).toEqual([]);
    expect(bloodPressureIssues({ systolic: 260, diastolic: 180, pulse: 220 })).toEqual([]);
    expect(bloodPressureIssues({ systolic: 120, diastolic: 80, pulse: null })).toEqual([]);
  });
  it.each([
    [{ systolic: 49, diastolic: 30 }, 'systolic'],
    [{ systolic: 261, diastolic: 90 }, 'systolic'],
    [{ systolic: 120.5, diastolic: 80 }, 'systolic'],
    [{ systolic: 120, diastolic: 29 }, 'diastolic'],
    [{ systolic: 200, diastolic: 181 }, 'diastolic'],
    [{ systolic: 120, diastolic: 80, pulse: 29 }, 'pulse'],
    [{ systolic: 120, diastolic: 80, pulse: 221 }, 'pulse'],
  ])('%j is refused on %s', (reading, field) => {
    const issues = bloodPressureIssues(reading);
    expect(issues.map((i) => i.field)).toEqual([field]);
  });
  it('the top number must be higher than the bottom number (equal is refused)', () => {
    expect(bloodPressureIssues({ systolic: 80, diastolic: 80 })).toEqual([
      {
        field: 'diastolic',
        message: 'The top number (systolic) must be higher than the bottom number (diastolic)',
      },
    ]);
    expect(bloodPressureIssues({ systolic: 81, diastolic: 80 })).toEqual([]);
  });
  it('checks only the fields given (a partial edit)', () => {
    expect(bloodPressureIssues({ pulse: 72 })).toEqual([]);
    expect(bloodPressureIssues({ systolic: 300 })).toHaveLength(1);
  });
});
