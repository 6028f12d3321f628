import { describe, expect, it } from 'vitest';
import { periodCreateSchema, periodUpdateSchema, type Period } from '@core/contract/health';
import {
  newPeriodValues,
  periodValues,
  toPeriodCreate,
  toPeriodUpdate,
} from './period-form-values';

const memberId = '7f1c1f9e-3b3f-4a7b-9a8e-2f1d3c4b5a69';
// Dates well in the past: the contract refuses a start date after today.

describe('period form values', () => {
  it('starts a new log today with nothing else filled', () => {
    expect(newPeriodValues('2026-12-01')).toEqual({
      startDate: '2026-12-01',
      endDate: '',
      flow: '',
      symptoms: [],
      notes: '',
    });
  });

  it('sends empty fields as null and passes the contract', () => {
    const body = toPeriodCreate({ ...newPeriodValues('2025-11-27'), notes: '  ' }, memberId);
    expect(body).toEqual({
      memberId,
      startDate: '2025-11-27',
      endDate: null,
      flow: null,
      symptoms: [],
      notes: null,
    });
    expect(periodCreateSchema.safeParse(body).success).toBe(true);
  });

  it('lets the contract refuse an end before the start, on the end date', () => {
    const body = toPeriodCreate(
      { ...newPeriodValues('2025-11-27'), endDate: '2025-11-20' },
      memberId,
    );
    const result = periodCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('round-trips a stored period and never sends `excluded` from the form', () => {
    const stored: Period = {
      id: 'p1',
      memberId,
      startDate: '2025-11-27',
      endDate: '2025-12-01',
      flow: 'heavy',
      symptoms: ['Cramps'],
      notes: 'Took rest',
      excluded: true,
    };
    const update = toPeriodUpdate(periodValues(stored));
    expect(update).not.toHaveProperty('excluded');
    expect(update).toMatchObject({ flow: 'heavy', symptoms: ['Cramps'], endDate: '2025-12-01' });
    expect(periodUpdateSchema.safeParse(update).success).toBe(true);
  });
});
