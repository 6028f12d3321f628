import { describe, expect, it } from 'vitest';
import type { EyeTest, Period } from '@core/contract/health';
import { dueChecks } from './due-checks';

const period = (memberId: string, startDate: string): Period => ({
  id: `${memberId}-${startDate}`,
  memberId,
  startDate,
  endDate: null,
  flow: null,
  symptoms: [],
  notes: null,
  excluded: false,
});

describe('dueChecks', () => {
  const periods = new Map([
    [
      'self',
      ['2026-11-27', '2026-10-28', '2026-09-30', '2026-09-01'].map((d) => period('self', d)),
    ],
  ]);

  it('uses the spec texts for the monthly checks, filing a reminder without a member under self', () => {
    const checks = dueChecks({
      selfId: 'self',
      healthReminders: [{ type: 'blood_pressure', memberId: 'amma' }, { type: 'sugar_test' }],
      periodsByMember: new Map(),
      eyeTestsByMember: new Map(),
      today: '2026-12-01',
    });
    expect(checks).toEqual([
      {
        memberId: 'amma',
        tracker: 'bloodPressure',
        text: 'Time for your monthly blood pressure monitoring',
      },
      { memberId: 'self', tracker: 'sugar', text: 'Time for your monthly blood sugar test' },
    ]);
  });

  it('reminds about a period 2 days before the predicted start, not 3', () => {
    // Next start 26 Dec (see calendar-marks.test.ts).
    const at = (today: string) =>
      dueChecks({
        selfId: 'self',
        healthReminders: [],
        periodsByMember: periods,
        eyeTestsByMember: new Map(),
        today,
      });
    expect(at('2026-12-23')).toEqual([]);
    expect(at('2026-12-24')).toEqual([
      { memberId: 'self', tracker: 'period', text: 'Your period is due in 2 day(s)' },
    ]);
    expect(at('2026-12-26')[0]?.text).toBe('Your period is due today');
  });

  it("words another member's period reminder about them", () => {
    const checks = dueChecks({
      selfId: 'self',
      healthReminders: [],
      periodsByMember: new Map([
        ['beti', (periods.get('self') ?? []).map((p) => ({ ...p, memberId: 'beti' }))],
      ]),
      eyeTestsByMember: new Map(),
      today: '2026-12-25',
    });
    expect(checks).toEqual([
      { memberId: 'beti', tracker: 'period', text: 'Period due in 1 day(s)' },
    ]);
  });

  it('names an eye check-up that is near, and one that was missed', () => {
    const test = (nextCheckup: string): EyeTest => ({
      id: 'e1',
      memberId: 'son',
      testDate: '2025-12-01',
      right: { sph: -1, cyl: null, axis: null, add: null, acuity: null },
      left: { sph: -1, cyl: null, axis: null, add: null, acuity: null },
      pd: null,
      nextCheckup,
      notes: null,
    });
    const at = (nextCheckup: string) =>
      dueChecks({
        selfId: 'self',
        healthReminders: [],
        periodsByMember: new Map(),
        eyeTestsByMember: new Map([['son', [test(nextCheckup)]]]),
        today: '2026-11-22',
      });
    expect(at('2026-12-10')).toEqual([
      { memberId: 'son', tracker: 'eye', text: 'Eye check-up due on 10 Dec 2026' },
    ]);
    expect(at('2026-11-01')[0]?.text).toBe('Eye check-up was due on 1 Nov 2026');
    expect(at('2027-01-10')).toEqual([]);
  });
});
