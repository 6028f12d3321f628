import { describe, expect, it } from 'vitest';
import {
  bloodPressureCreateSchema,
  bloodPressureSchema,
  bloodPressureUpdateSchema,
  bodyCreateSchema,
  eyeTestCreateSchema,
  eyeTestUpdateSchema,
  healthListQuerySchema,
  periodCreateSchema,
  periodUpdateSchema,
  sugarCreateSchema,
  sugarUpdateSchema,
} from './health';

const memberId = '0b6a5f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const measuredAt = '2026-01-15T08:30:00+05:30';

/** The messages of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('blood pressure', () => {
  it('fills empty optional fields with null', () => {
    expect(
      bloodPressureCreateSchema.parse({ memberId, systolic: 130, diastolic: 85, measuredAt }),
    ).toEqual({
      memberId,
      systolic: 130,
      diastolic: 85,
      pulse: null,
      measuredAt,
      arm: null,
      notes: null,
    });
  });
  it('explains each bad field in words', () => {
    const r = bloodPressureCreateSchema.safeParse({
      memberId: 'x',
      systolic: 80,
      diastolic: 90,
      measuredAt: 'yesterday',
      arm: 'leg',
    });
    expect(messages(r)).toEqual({
      memberId: 'Please choose a family member',
      measuredAt: 'Please enter a valid date and time',
      arm: 'Arm must be left or right',
    });
  });
  it('the core rules run: ranges and top above bottom', () => {
    const swapped = { memberId, systolic: 80, diastolic: 120, measuredAt };
    expect(messages(bloodPressureCreateSchema.safeParse(swapped))).toEqual({
      diastolic: 'The top number (systolic) must be higher than the bottom number (diastolic)',
    });
    const r = bloodPressureCreateSchema.safeParse({ ...swapped, systolic: 300, pulse: 10 });
    expect(Object.keys(messages(r)).sort()).toEqual(['pulse', 'systolic']);
  });
  it('refuses a time in the future', () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const r = bloodPressureCreateSchema.safeParse({
      memberId,
      systolic: 120,
      diastolic: 80,
      measuredAt: future,
    });
    expect(messages(r)).toEqual({ measuredAt: 'The time cannot be in the future' });
  });
  it('an update sends only what changes and leaves the rest out', () => {
    expect(bloodPressureUpdateSchema.parse({ pulse: 72 })).toEqual({ pulse: 72 });
    expect(bloodPressureUpdateSchema.parse({ notes: '' })).toEqual({ notes: null });
    expect(messages(bloodPressureUpdateSchema.safeParse({}))).toEqual({ '': 'Nothing to update' });
  });
  it('the answer carries the category', () => {
    const answer = {
      id: 'r1',
      memberId,
      systolic: 185,
      diastolic: 125,
      pulse: null,
      measuredAt,
      arm: null,
      notes: null,
      category: 'crisis',
    };
    expect(bloodPressureSchema.parse(answer)).toEqual(answer);
  });
});

describe('sugar', () => {
  it('accepts mg/dL and HbA1c %', () => {
    expect(
      sugarCreateSchema.safeParse({ memberId, value: 126, type: 'fasting', measuredAt }).success,
    ).toBe(true);
    expect(
      sugarCreateSchema.safeParse({ memberId, value: 6.5, type: 'hba1c', measuredAt }).success,
    ).toBe(true);
  });
  it('judges the value by its type', () => {
    expect(
      messages(sugarCreateSchema.safeParse({ memberId, value: 126, type: 'hba1c', measuredAt })),
    ).toEqual({
      value: 'HbA1c must be from 3 to 20 %',
    });
    expect(
      messages(sugarCreateSchema.safeParse({ memberId, value: 5, type: 'random', measuredAt })),
    ).toEqual({
      value: 'Sugar must be from 10 to 1000 mg/dL',
    });
    expect(
      messages(sugarCreateSchema.safeParse({ memberId, value: 100, type: 'lunch', measuredAt })),
    ).toEqual({
      type: 'Please choose when the sugar was measured',
    });
  });
  it('an update with value and type checks them together', () => {
    expect(sugarUpdateSchema.safeParse({ value: 140, type: 'hba1c' }).success).toBe(false);
    expect(sugarUpdateSchema.safeParse({ value: 140 }).success).toBe(true);
  });
});

describe('periods', () => {
  const base = { memberId, startDate: '2026-01-01' };
  it('defaults symptoms to none and excluded to false', () => {
    expect(periodCreateSchema.parse(base)).toEqual({
      ...base,
      endDate: null,
      flow: null,
      symptoms: [],
      notes: null,
      excluded: false,
    });
  });
  it('refuses an end before the start, and a period longer than 20 days', () => {
    expect(messages(periodCreateSchema.safeParse({ ...base, endDate: '2025-12-31' }))).toEqual({
      endDate: 'The end date cannot be before the start date',
    });
    expect(periodCreateSchema.safeParse({ ...base, endDate: '2026-01-20' }).success).toBe(true);
    expect(messages(periodCreateSchema.safeParse({ ...base, endDate: '2026-01-21' }))).toEqual({
      endDate: 'A period can last at most 20 days: please check the end date',
    });
  });
  it('refuses dates that do not exist or are in the future', () => {
    expect(messages(periodCreateSchema.safeParse({ ...base, startDate: '2026-02-30' }))).toEqual({
      startDate: 'Please enter a valid start date',
    });
    expect(messages(periodCreateSchema.safeParse({ ...base, startDate: '2999-01-01' }))).toEqual({
      startDate: 'The start date cannot be in the future',
    });
  });
  it('an update that leaves symptoms out does not clear them', () => {
    expect(periodUpdateSchema.parse({ excluded: true })).toEqual({ excluded: true });
  });
});

describe('body', () => {
  it('checks weight and height ranges', () => {
    expect(
      bodyCreateSchema.safeParse({ memberId, weightKg: 66.4, heightCm: 170, measuredAt }).success,
    ).toBe(true);
    expect(
      messages(bodyCreateSchema.safeParse({ memberId, weightKg: 0, heightCm: 1700, measuredAt })),
    ).toEqual({
      weightKg: 'Weight must be from 0.5 to 350 kg',
      heightCm: 'Height must be from 30 to 250 cm',
    });
  });
});

describe('eye tests', () => {
  const eye = { sph: -1.25, cyl: -0.5, axis: 180, acuity: '6/9' };
  const test = { memberId, testDate: '2025-06-01', right: eye, left: { sph: -1 } };
  it('fills the empty parts of an eye with null', () => {
    const parsed = eyeTestCreateSchema.parse(test);
    expect(parsed.left).toEqual({ sph: -1, cyl: null, axis: null, add: null, acuity: null });
    expect(parsed.pd).toBeNull();
  });
  it('points at the eye and the field', () => {
    const r = eyeTestCreateSchema.safeParse({ ...test, left: { sph: -1.1, cyl: -0.5 }, pd: 90 });
    expect(messages(r)).toEqual({
      'left.sph': 'SPH must be from -20.00 to +20.00 in steps of 0.25',
      'left.axis': 'Enter AXIS (1 to 180) when CYL is not zero',
      pd: 'PD must be from 40 to 80 mm, in steps of 0.5',
    });
  });
  it('the next check-up comes after the test', () => {
    expect(messages(eyeTestCreateSchema.safeParse({ ...test, nextCheckup: '2025-06-01' }))).toEqual(
      {
        nextCheckup: 'The next check-up must be after the test date',
      },
    );
    expect(eyeTestCreateSchema.safeParse({ ...test, nextCheckup: '2026-06-01' }).success).toBe(
      true,
    );
  });
  it('an update may replace one eye', () => {
    expect(eyeTestUpdateSchema.parse({ right: { sph: 0 } })).toEqual({
      right: { sph: 0, cyl: null, axis: null, add: null, acuity: null },
    });
  });
});

describe('list query', () => {
  it('takes strings from the address and turns limit into a number', () => {
    expect(
      healthListQuerySchema.parse({ memberId, from: '2026-01-01', to: '2026-01-31', limit: '50' }),
    ).toEqual({
      memberId,
      from: '2026-01-01',
      to: '2026-01-31',
      limit: 50,
    });
    expect(healthListQuerySchema.parse({})).toEqual({});
  });
  it('accepts ISO times and refuses a range that ends before it starts', () => {
    expect(healthListQuerySchema.safeParse({ from: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(
      messages(healthListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' })),
    ).toEqual({
      to: 'The start of the range must be before its end',
    });
    expect(messages(healthListQuerySchema.safeParse({ from: '1 Jan' }))).toEqual({
      from: 'Please enter a valid date',
    });
  });
});

describe('bad input never throws', () => {
  it.each([
    [periodCreateSchema, { memberId, startDate: '2026-13-01', endDate: 'soon' }],
    [periodUpdateSchema, { startDate: 5, endDate: '2026-01-05' }],
    [eyeTestCreateSchema, { memberId, testDate: 'x', nextCheckup: 'y', right: {}, left: null }],
    [healthListQuerySchema, { from: 'a', to: 'b', limit: 'many' }],
    [bloodPressureCreateSchema, null],
    [sugarCreateSchema, { value: '120', type: 'fasting' }],
  ] as const)('%#', (schema, input) => {
    expect(() => schema.safeParse(input)).not.toThrow();
    expect(schema.safeParse(input).success).toBe(false);
  });
});
