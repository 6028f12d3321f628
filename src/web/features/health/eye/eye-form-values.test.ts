import { describe, expect, it } from 'vitest';
import { eyeTestCreateSchema, type EyeTest } from '@core/contract/health';
import {
  ADD_OPTIONS,
  CYL_OPTIONS,
  defaultEyeValues,
  dioptreOptions,
  eyeValuesFrom,
  SPH_OPTIONS,
  toEyeInput,
  yearAfter,
} from './eye-form-values';

const MEMBER = '0b7c6f1e-4b7a-4c1e-9a2f-1d2e3f4a5b6c';

describe('eye form values', () => {
  it('offers quarter-dioptre steps written as on a prescription', () => {
    expect(dioptreOptions(-0.5, 0.5).map((o) => o.label)).toEqual([
      '-0.50',
      '-0.25',
      '0.00',
      '+0.25',
      '+0.50',
    ]);
    expect(SPH_OPTIONS).toHaveLength(161);
    expect(SPH_OPTIONS[0]).toEqual({ value: '20.00', label: '+20.00' });
    expect(SPH_OPTIONS.find((o) => o.value === '0.00')?.label).toBe('0.00');
    expect(SPH_OPTIONS.at(-1)).toEqual({ value: '-20.00', label: '-20.00' });
    expect(CYL_OPTIONS[0]?.label).toBe('-0.25');
    expect(CYL_OPTIONS).toHaveLength(80);
    expect(CYL_OPTIONS.some((o) => o.value === '0.00')).toBe(false);
    expect(ADD_OPTIONS.map((o) => o.label).slice(0, 2)).toEqual(['+0.75', '+1.00']);
    expect(ADD_OPTIONS.at(-1)?.label).toBe('+3.50');
  });

  it('starts a new test today at plano', () => {
    const values = defaultEyeValues(MEMBER, '2026-11-22');
    expect(values.testDate).toBe('2026-11-22');
    expect(values.right).toEqual({ sph: '0.00', cyl: '', axis: '', add: '', acuity: '' });
  });

  it('makes a body the core schema accepts', () => {
    const values = {
      ...defaultEyeValues(MEMBER, '2026-11-22'),
      right: { sph: '-1.50', cyl: '-0.75', axis: '180', add: '', acuity: '6/9' },
      left: { sph: '-1.25', cyl: '', axis: '', add: '', acuity: '' },
      pd: '62.5',
      nextCheckup: '2027-11-22',
    };
    const input = toEyeInput(values);
    expect(input.right).toEqual({ sph: -1.5, cyl: -0.75, axis: 180, add: null, acuity: '6/9' });
    expect(input.left).toEqual({ sph: -1.25, cyl: null, axis: null, add: null, acuity: null });
    expect(input.pd).toBe(62.5);
    expect(eyeTestCreateSchema.safeParse(input).success).toBe(true);
  });

  it('puts the schema error on the eye field it concerns', () => {
    const values = {
      ...defaultEyeValues(MEMBER, '2026-11-22'),
      left: { sph: '-1.00', cyl: '-0.50', axis: '', add: '', acuity: '' },
    };
    const parsed = eyeTestCreateSchema.safeParse(toEyeInput(values));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['left.axis', 'Enter AXIS (1 to 180) when CYL is not zero'],
    ]);
  });

  it('fills the edit form from a test', () => {
    const test: EyeTest = {
      id: 'e1',
      memberId: MEMBER,
      testDate: '2025-11-20',
      right: { sph: -1, cyl: 0, axis: null, add: null, acuity: '6/6' },
      left: { sph: 0.5, cyl: -0.25, axis: 90, add: 1.5, acuity: null },
      pd: null,
      nextCheckup: null,
      notes: null,
    };
    const values = eyeValuesFrom(test);
    expect(values.right).toEqual({ sph: '-1.00', cyl: '', axis: '', add: '', acuity: '6/6' });
    expect(values.left).toEqual({ sph: '0.50', cyl: '-0.25', axis: '90', add: '1.50', acuity: '' });
    expect(SPH_OPTIONS.some((o) => o.value === values.left.sph)).toBe(true);
    expect(CYL_OPTIONS.some((o) => o.value === values.left.cyl)).toBe(true);
    expect(ADD_OPTIONS.some((o) => o.value === values.left.add)).toBe(true);
  });

  it('suggests the next check-up a year after the test', () => {
    expect(yearAfter('2026-11-22')).toBe('2027-11-22');
    expect(yearAfter('2028-02-29')).toBe('2029-02-28');
    expect(yearAfter('')).toBeNull();
  });
});
