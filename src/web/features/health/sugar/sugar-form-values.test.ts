import { describe, expect, it } from 'vitest';
import { sugarCreateSchema } from '@core/contract/health';
import {
  defaultSugarValues,
  previewSugar,
  sugarValuesFrom,
  toSugarInput,
} from './sugar-form-values';

const MEMBER = '0b7c6f1e-4b7a-4c1e-9a2f-1d2e3f4a5b6c';
const IST = 'Asia/Kolkata';

describe('sugar form values', () => {
  it('defaults to now, the member and the last type (else fasting)', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(defaultSugarValues({ memberId: MEMBER, now, timeZone: IST, lastType: null })).toEqual({
      memberId: MEMBER,
      value: '',
      type: 'fasting',
      measuredAt: '2026-11-22T06:30',
      notes: '',
    });
    expect(
      defaultSugarValues({ memberId: MEMBER, now, timeZone: IST, lastType: 'after_meal' }).type,
    ).toBe('after_meal');
  });

  it('sends mg/dL whichever unit was typed', () => {
    const values = {
      memberId: MEMBER,
      value: '7.0',
      type: 'fasting' as const,
      measuredAt: '2026-11-22T07:00',
      notes: '',
    };
    expect(toSugarInput(values, 'mmol', IST).value).toBe(126.1);
    expect(toSugarInput({ ...values, value: '126' }, 'mgdl', IST)).toMatchObject({
      value: 126,
      measuredAt: '2026-11-22T01:30:00.000Z',
    });
    expect(sugarCreateSchema.safeParse(toSugarInput(values, 'mmol', IST)).success).toBe(true);
  });

  it('lets the schema refuse an implausible value with its message', () => {
    const input = toSugarInput(
      {
        memberId: MEMBER,
        value: '1260',
        type: 'fasting',
        measuredAt: '2026-11-22T07:00',
        notes: '',
      },
      'mgdl',
      IST,
    );
    const parsed = sugarCreateSchema.safeParse(input);
    expect(parsed.error?.issues[0]?.message).toBe('Sugar must be from 10 to 1000 mg/dL');
  });

  it('previews the category as typed', () => {
    expect(previewSugar('126', 'fasting', 'mgdl')).toBe('diabetes');
    expect(previewSugar('125', 'fasting', 'mgdl')).toBe('prediabetes');
    expect(previewSugar('7.0', 'fasting', 'mmol')).toBe('diabetes');
    expect(previewSugar('6.5', 'hba1c', 'mmol')).toBe('diabetes');
    expect(previewSugar('50', 'random', 'mgdl')).toBe('very_low');
    expect(previewSugar('', 'fasting', 'mgdl')).toBeNull();
    expect(previewSugar('5000', 'fasting', 'mgdl')).toBeNull();
  });

  it('fills the edit form in the chosen unit', () => {
    const reading = {
      id: 's1',
      memberId: MEMBER,
      value: 126,
      type: 'fasting' as const,
      measuredAt: '2026-11-22T01:30:00.000Z',
      notes: 'after a walk',
      category: 'diabetes' as const,
    };
    expect(sugarValuesFrom(reading, 'mmol', IST)).toEqual({
      memberId: MEMBER,
      value: '7.0',
      type: 'fasting',
      measuredAt: '2026-11-22T07:00',
      notes: 'after a walk',
    });
  });
});
