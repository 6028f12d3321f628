import { describe, expect, it } from 'vitest';
import { bodyCreateSchema } from '@core/contract/health';
import { ageOf, bodyValuesFrom, defaultBodyValues, liveBmi, toBodyInput } from './body-form-values';

const MEMBER = '0b7c6f1e-4b7a-4c1e-9a2f-1d2e3f4a5b6c';
const IST = 'Asia/Kolkata';

describe('body form values', () => {
  it('prefills the last height and leaves the weight to type', () => {
    const values = defaultBodyValues({
      memberId: MEMBER,
      now: new Date('2026-11-22T02:00:00Z'),
      timeZone: IST,
      lastHeightCm: 170,
    });
    expect(values).toEqual({
      memberId: MEMBER,
      weightKg: '',
      heightCm: '170',
      measuredAt: '2026-11-22T07:30',
      notes: '',
    });
    expect(
      defaultBodyValues({ memberId: MEMBER, now: new Date(), timeZone: IST, lastHeightCm: null })
        .heightCm,
    ).toBe('');
  });

  it('makes a body the core schema accepts', () => {
    const input = toBodyInput(
      {
        memberId: MEMBER,
        weightKg: '66,5',
        heightCm: '170',
        measuredAt: '2026-11-22T07:30',
        notes: '',
      },
      IST,
    );
    expect(input).toMatchObject({
      weightKg: 66.5,
      heightCm: 170,
      measuredAt: '2026-11-22T02:00:00.000Z',
    });
    expect(bodyCreateSchema.safeParse(input).success).toBe(true);
  });

  it('fills the edit form from a measurement', () => {
    expect(
      bodyValuesFrom(
        {
          id: 'b1',
          memberId: MEMBER,
          weightKg: 66.5,
          heightCm: 170,
          measuredAt: '2026-11-22T02:00:00.000Z',
          notes: null,
          bmi: 23,
          category: 'overweight',
        },
        IST,
      ),
    ).toEqual({
      memberId: MEMBER,
      weightKg: '66.5',
      heightCm: '170',
      measuredAt: '2026-11-22T07:30',
      notes: '',
    });
  });

  it('shows BMI 23.0 as overweight by the Asian-Indian cut-offs, live', () => {
    expect(liveBmi('66.5', '170', 40)).toEqual({
      bmi: 23,
      category: 'overweight',
      healthy: { minKg: 53.4, maxKg: 66.3 },
    });
    expect(liveBmi('66.3', '170', null)?.category).toBe('normal');
    expect(liveBmi('75', '170', 30)?.category).toBe('obese');
  });

  it('gives a child the BMI without adult categories', () => {
    expect(liveBmi('30', '135', 10)).toEqual({ bmi: 16.5, category: null, healthy: null });
  });

  it('waits for two plausible numbers', () => {
    expect(liveBmi('', '170', null)).toBeNull();
    expect(liveBmi('66', 'abc', null)).toBeNull();
    expect(liveBmi('66', '17', null)).toBeNull();
  });

  it('works out the age from the birth date', () => {
    expect(ageOf('2016-11-23', '2026-11-22')).toBe(9);
    expect(ageOf('2016-11-22', '2026-11-22')).toBe(10);
    expect(ageOf(null, '2026-11-22')).toBeNull();
    expect(ageOf('2030-01-01', '2026-11-22')).toBeNull();
  });
});
