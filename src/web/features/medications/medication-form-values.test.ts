import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { medicationCreateSchema, type Medication } from '@core/contract/medicines';
import {
  defaultFormValues,
  formValuesFrom,
  previewSchedule,
  toMedicationInput,
  type MedicationFormValues,
} from './medication-form-values';
import { createMedicationResolver, toFormErrors } from './medication-resolver';

const MEMBER = '7f2c1f0e-3b7a-4d8e-9a51-1c2d3e4f5a6b';
const TODAY = '2026-11-22';

const filled = (over: Partial<MedicationFormValues>): MedicationFormValues => ({
  ...defaultFormValues(TODAY, MEMBER),
  name: 'Amlodipine',
  dosage: '5 mg',
  ...over,
});

const resolve = (values: MedicationFormValues) =>
  createMedicationResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('defaultFormValues', () => {
  it('starts today, for the chosen member, blue, every day, refill alert at 7 days', () => {
    const values = defaultFormValues(TODAY, MEMBER);
    expect(values).toMatchObject({
      memberId: MEMBER,
      name: '',
      dosage: '',
      scheduleMode: 'notation',
      notation: '',
      startDate: TODAY,
      endDate: '',
      withFood: false,
      color: 'blue',
      stock: '',
      refillThreshold: '7',
    });
    expect(values.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('toMedicationInput', () => {
  it('sends only the chosen way of giving the schedule', () => {
    const input = toMedicationInput(
      filled({ notation: '1-0-1 after food', times: [{ value: '09:00' }], preset: 'thrice' }),
    );
    expect(input).toMatchObject({
      memberId: MEMBER,
      notation: '1-0-1 after food',
      weekdays: null,
      startDate: TODAY,
      endDate: null,
      stock: null,
      refillThreshold: 7,
    });
    expect(input).not.toHaveProperty('times');
    expect(input).not.toHaveProperty('preset');
    expect(z.safeParse(medicationCreateSchema, input).success).toBe(true);
  });

  it('sends times, chosen days sorted, stock as a number', () => {
    const input = toMedicationInput(
      filled({
        scheduleMode: 'times',
        times: [{ value: '21:00' }, { value: '09:00' }],
        weekdays: [5, 1, 3],
        stock: ' 30 ',
        endDate: '2026-11-30',
      }),
    );
    expect(input).toMatchObject({
      times: ['21:00', '09:00'],
      weekdays: [1, 3, 5],
      stock: 30,
      endDate: '2026-11-30',
    });
    expect(input).not.toHaveProperty('notation');
    expect(z.safeParse(medicationCreateSchema, input).success).toBe(true);
  });

  it('sends the interval only for every-N-hours', () => {
    expect(
      toMedicationInput(
        filled({ scheduleMode: 'preset', preset: 'everyNHours', intervalHours: '6' }),
      ),
    ).toMatchObject({ preset: 'everyNHours', intervalHours: 6, intervalStart: '08:00' });
    const twice = toMedicationInput(filled({ scheduleMode: 'preset', preset: 'twice' }));
    expect(twice.preset).toBe('twice');
    expect(twice).not.toHaveProperty('intervalHours');
  });

  it('leaves the member out when the family list is unknown (the server uses self)', () => {
    expect(toMedicationInput(filled({ memberId: '' }))).not.toHaveProperty('memberId');
  });
});

describe('formValuesFrom (edit)', () => {
  const stored: Medication = {
    id: 'm1',
    memberId: MEMBER,
    name: 'Metformin',
    dosage: '500 mg',
    frequency: 'Twice daily (1-0-1)',
    instructions: 'After food',
    withFood: true,
    color: 'purple',
    times: ['08:00', '20:00'],
    weekdays: [1, 3],
    asNeeded: false,
    quantities: null,
    notation: '1-0-1',
    startDate: '2026-11-01',
    endDate: null,
    stock: 20,
    refillThreshold: 5,
    notes: '',
    active: true,
    nextDoseAt: null,
    ceilings: [],
  };

  it('opens a notation schedule as its code, with the stored fields', () => {
    expect(formValuesFrom(stored, TODAY)).toMatchObject({
      scheduleMode: 'notation',
      notation: '1-0-1',
      weekdays: [1, 3],
      startDate: '2026-11-01',
      color: 'purple',
      withFood: true,
      stock: '20',
      refillThreshold: '5',
    });
  });

  it('opens other schedules as times, as-needed as the preset', () => {
    expect(formValuesFrom({ ...stored, notation: null }, TODAY)).toMatchObject({
      scheduleMode: 'times',
      times: [{ value: '08:00' }, { value: '20:00' }],
    });
    expect(
      formValuesFrom({ ...stored, notation: null, asNeeded: true, times: [] }, TODAY),
    ).toMatchObject({ scheduleMode: 'preset', preset: 'asNeeded' });
  });
});

describe('previewSchedule', () => {
  it('reads the prescription code as the server will', () => {
    expect(previewSchedule(filled({ notation: '1-0-1 after food' }))).toEqual({
      ok: true,
      frequency: 'Twice daily (1-0-1)',
      times: ['08:00', '20:00'],
      food: 'After food',
    });
  });

  it('is empty until something is typed, and explains a bad code', () => {
    expect(previewSchedule(filled({ notation: ' ' }))).toBeNull();
    expect(previewSchedule(filled({ notation: 'XYZ' }))).toMatchObject({ ok: false });
  });
});

describe('createMedicationResolver (medicationCreateSchema)', () => {
  it('passes a good form and returns the request body', async () => {
    const result = await resolve(filled({ notation: 'BD' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Amlodipine', notation: 'BD', color: 'blue' });
  });

  it("puts the schema's messages on the form's fields", async () => {
    const result = await resolve(filled({ name: ' ', notation: '1-0' }));
    expect(result.errors).toMatchObject({
      name: { message: 'Please enter the medicine name' },
      notation: { message: expect.stringContaining('3 parts') },
    });
  });

  it('reports a bad time on the times list and a bad stock count', async () => {
    const result = await resolve(
      filled({ scheduleMode: 'times', times: [{ value: '08:00' }, { value: '' }], stock: '2.5' }),
    );
    expect(result.errors).toMatchObject({
      times: { message: 'Times must look like 08:00 (24-hour clock)' },
      stock: { message: 'Stock must be a whole number, 0 or more' },
    });
  });
});

describe('toFormErrors', () => {
  it('keeps one message per field and sends unknown paths to root', () => {
    expect(
      toFormErrors({ times: [undefined, { message: 'bad time' }], '': { message: 'whole body' } }),
    ).toEqual({
      times: { type: 'validate', message: 'bad time' },
      root: { type: 'validate', message: 'whole body' },
    });
  });
});
