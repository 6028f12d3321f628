import { describe, expect, it } from 'vitest';
import { medicationCreateSchema } from '../contract/medicines';
import { resolveSchedule } from '../medicines/schedule-input';
import * as z from 'zod/mini';
import { medicationFromChosen } from './to-medication';

const at = { memberId: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', today: '2026-11-22' };

describe('medicationFromChosen', () => {
  it('writes the meal after the pattern, as the add form would take it', () => {
    const body = medicationFromChosen(
      { name: ' Paracetamol ', dosage: '500 mg', notation: '1-0-1', food: 'after', days: null },
      at,
    );
    expect(body).toEqual({
      memberId: at.memberId,
      name: 'Paracetamol',
      dosage: '500 mg',
      notation: '1-0-1 after food',
    });
    const parsed = z.parse(medicationCreateSchema, body);
    const resolved = resolveSchedule(parsed);
    expect(resolved).toMatchObject({
      ok: true,
      food: 'after',
      schedule: { times: ['08:00', '20:00'] },
    });
  });

  it('makes a course of N days end N-1 days after today', () => {
    const body = medicationFromChosen(
      { name: 'Azithromycin', dosage: '500 mg', notation: 'OD', food: 'before', days: 5 },
      at,
    );
    expect(body).toMatchObject({
      notation: 'OD before food',
      startDate: '2026-11-22',
      endDate: '2026-11-26',
    });
    expect(
      medicationFromChosen({ ...body, notation: 'OD', food: null, days: 1 } as never, at),
    ).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-22' });
  });

  it('leaves an empty pattern empty, for the schema to refuse', () => {
    const body = medicationFromChosen(
      { name: 'Cetirizine', dosage: '10 mg', notation: ' ', food: 'after', days: null },
      at,
    );
    expect(body.notation).toBe('');
    expect(z.safeParse(medicationCreateSchema, body).success).toBe(false);
  });
});
