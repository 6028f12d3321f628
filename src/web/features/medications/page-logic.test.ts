import { describe, expect, it } from 'vitest';
import type { Medication } from '@core/contract/medicines';
import { deleteQuestion } from './delete-question';
import { sortForList } from './page-logic';

const med = (id: string, over: Partial<Medication>): Medication => ({
  id,
  memberId: 'self',
  name: id,
  dosage: '5 mg',
  frequency: 'Once daily',
  instructions: '',
  withFood: false,
  color: 'blue',
  times: ['08:00'],
  weekdays: null,
  asNeeded: false,
  quantities: null,
  notation: null,
  startDate: '2026-11-01',
  endDate: null,
  stock: null,
  refillThreshold: 7,
  notes: '',
  active: true,
  nextDoseAt: null,
  ceilings: [],
  ...over,
});

describe('deleteQuestion', () => {
  it('names the medicine and warns about its history', () => {
    expect(
      deleteQuestion(
        { kind: 'medication', medication: med('x', { name: 'Amlodipine' }) },
        'Asia/Kolkata',
      ),
    ).toEqual({
      title: 'Delete Amlodipine?',
      description: 'Its dose history will be deleted too.',
    });
  });

  it('names the prescription by its upload day in the user zone', () => {
    const q = deleteQuestion(
      {
        kind: 'prescription',
        prescription: {
          id: 'p',
          memberId: 'self',
          fileName: 'rx.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
          createdAt: '2026-11-21T20:00:00.000Z',
          fileUrl: '/api/prescriptions/p/file',
          excerpt: null,
        },
      },
      'Asia/Kolkata',
    );
    expect(q.description).toBe(
      'The PDF uploaded on 22 Nov 2026 will be deleted. This cannot be undone.',
    );
  });
});

describe('sortForList', () => {
  it('puts the soonest dose first and paused medicines last', () => {
    const list = sortForList([
      med('paused', { active: false, nextDoseAt: null }),
      med('later', { nextDoseAt: '2026-11-22T14:30:00.000Z' }),
      med('sos', { asNeeded: true, times: [] }),
      med('soon', { nextDoseAt: '2026-11-22T11:00:00.000Z' }),
    ]);
    expect(list.map((m) => m.id)).toEqual(['soon', 'later', 'sos', 'paused']);
  });
});
