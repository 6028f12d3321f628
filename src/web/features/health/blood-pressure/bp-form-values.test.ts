import { describe, expect, it } from 'vitest';
import { bloodPressureCreateSchema, type BloodPressureReading } from '@core/contract/health';
import { bpValuesFrom, defaultBpValues, previewCategory, toBpInput } from './bp-form-values';

const MEMBER = '0b7c6f1e-4b7a-4c1e-9a2f-1d2e3f4a5b6c';
const IST = 'Asia/Kolkata';

describe('blood pressure form values', () => {
  it('defaults to now on the user clock, the chosen member and the last arm', () => {
    const values = defaultBpValues({
      memberId: MEMBER,
      now: new Date('2026-11-22T02:30:00Z'),
      timeZone: IST,
      lastArm: 'right',
    });
    expect(values).toEqual({
      memberId: MEMBER,
      systolic: '',
      diastolic: '',
      pulse: '',
      measuredAt: '2026-11-22T08:00',
      arm: 'right',
      notes: '',
    });
    expect(
      defaultBpValues({ memberId: MEMBER, now: new Date(), timeZone: IST, lastArm: null }).arm,
    ).toBe('left');
  });

  it('makes a body the core schema accepts', () => {
    const input = toBpInput(
      {
        memberId: MEMBER,
        systolic: '130',
        diastolic: '85',
        pulse: '',
        measuredAt: '2026-01-05T08:00',
        arm: 'left',
        notes: '  ',
      },
      IST,
    );
    expect(input).toMatchObject({
      systolic: 130,
      diastolic: 85,
      pulse: null,
      measuredAt: '2026-01-05T02:30:00.000Z',
      arm: 'left',
    });
    const parsed = bloodPressureCreateSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.notes).toBeNull();
  });

  it('lets the schema name what is missing', () => {
    const input = toBpInput(
      { ...defaultBpValues({ memberId: MEMBER, now: new Date(), timeZone: IST, lastArm: null }) },
      IST,
    );
    const parsed = bloodPressureCreateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('systolic: Enter the top number (systolic)');
    expect(messages).toContain('diastolic: Enter the bottom number (diastolic)');
  });

  it('fills the edit form from a reading', () => {
    const reading: BloodPressureReading = {
      id: 'r1',
      memberId: MEMBER,
      systolic: 185,
      diastolic: 125,
      pulse: 96,
      measuredAt: '2026-11-22T10:35:00.000Z',
      arm: null,
      notes: null,
      category: 'crisis',
    };
    expect(bpValuesFrom(reading, IST)).toEqual({
      memberId: MEMBER,
      systolic: '185',
      diastolic: '125',
      pulse: '96',
      measuredAt: '2026-11-22T16:05',
      arm: '',
      notes: '',
    });
  });

  it('previews the category once both numbers are plausible', () => {
    expect(previewCategory('130', '85')).toBe('stage1');
    expect(previewCategory('185', '125')).toBe('crisis');
    expect(previewCategory('119', '79')).toBe('normal');
    expect(previewCategory('130', '')).toBeNull();
    expect(previewCategory('13', '8')).toBeNull();
    expect(previewCategory('80', '120')).toBeNull();
    expect(previewCategory('abc', '80')).toBeNull();
  });
});
