import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { bloodPressureCreateSchema } from '@core/contract/health';
import { BP_FORM_FIELDS, toBpInput, type BpFormValues } from './blood-pressure/bp-form-values';
import { bodyResolver, toFormErrors } from './form-resolver';

describe('form errors', () => {
  it('keeps field errors on their fields and sends the rest to root', () => {
    const errors = toFormErrors(
      {
        systolic: { type: 'custom', message: 'Too high' },
        category: { type: 'custom', message: 'Unknown field' },
        other: { nested: { message: 'Second unknown' } },
      },
      ['systolic'],
    );
    expect(errors).toEqual({
      systolic: { type: 'custom', message: 'Too high' },
      root: { type: 'validate', message: 'Unknown field' },
    });
  });

  it('checks the request body made from the form text with the core schema', async () => {
    const resolver = bodyResolver(
      zodResolver(bloodPressureCreateSchema),
      (v: BpFormValues) => toBpInput(v, 'Asia/Kolkata'),
      BP_FORM_FIELDS,
    );
    const values: BpFormValues = {
      memberId: '0b7c6f1e-4b7a-4c1e-9a2f-1d2e3f4a5b6c',
      systolic: '80',
      diastolic: '120',
      pulse: '',
      measuredAt: '2026-01-05T08:00',
      arm: 'left',
      notes: '',
    };
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const bad = await resolver(values, undefined, options);
    expect(bad.errors.diastolic?.message).toBe(
      'The top number (systolic) must be higher than the bottom number (diastolic)',
    );
    const good = await resolver(
      { ...values, systolic: '130', diastolic: '85' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ systolic: 130, diastolic: 85, pulse: null, notes: null });
  });
});
