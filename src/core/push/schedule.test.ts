import { describe, expect, it } from 'vitest';
import { createSchedule, type MedicationPlan } from '@core/medicines';
import { dosesToPush, isDailyPushTime, pushKeys } from './schedule';

const IST = 'Asia/Kolkata';
// 08:00 and 20:00 IST, added the day before.
const plan: MedicationPlan = {
  id: 'med-1',
  schedule: createSchedule({ times: ['08:00', '20:00'] }),
  course: { startDate: '2026-11-21', addedAt: new Date('2026-11-21T00:00:00Z') },
};
const at8 = new Date('2026-11-22T02:30:00.000Z');
const minutes = (n: number) => n * 60_000;
const times = (
  now: Date,
  logs: { medicationId: string; scheduledTime: Date; status: string }[] = [],
) => dosesToPush([plan], logs, now, IST).map((p) => p.dose.at.toISOString());

describe('dosesToPush', () => {
  it('pushes a dose from its time until ten minutes after, not before', () => {
    expect(times(new Date(at8.getTime() - 1))).toEqual([]);
    expect(times(at8)).toEqual([at8.toISOString()]);
    expect(times(new Date(at8.getTime() + minutes(10)))).toEqual([at8.toISOString()]);
    expect(times(new Date(at8.getTime() + minutes(10) + 1))).toEqual([]);
  });

  it('skips a dose already logged, taken or missed', () => {
    for (const status of ['taken', 'missed']) {
      expect(times(at8, [{ medicationId: 'med-1', scheduledTime: at8, status }])).toEqual([]);
    }
  });

  it('skips a dose from before the medicine was added', () => {
    const late = {
      ...plan,
      course: { startDate: '2026-11-22', addedAt: new Date(at8.getTime() + 1) },
    };
    expect(dosesToPush([late], [], new Date(at8.getTime() + minutes(1)), IST)).toEqual([]);
  });

  it('uses the account zone: 08:00 in New York is not 08:00 in India', () => {
    expect(dosesToPush([plan], [], at8, 'America/New_York')).toEqual([]);
  });
});

describe('daily pushes', () => {
  it('go from 09:00 to before 21:00 local time', () => {
    expect(isDailyPushTime(new Date('2026-11-22T03:29:00Z'), IST)).toBe(false); // 08:59
    expect(isDailyPushTime(new Date('2026-11-22T03:30:00Z'), IST)).toBe(true); // 09:00
    expect(isDailyPushTime(new Date('2026-11-22T15:29:00Z'), IST)).toBe(true); // 20:59
    expect(isDailyPushTime(new Date('2026-11-22T15:30:00Z'), IST)).toBe(false); // 21:00
  });

  it('are keyed once a local day (period) and once a local month (check-ups)', () => {
    // 23:00 UTC on 30 Nov is 1 Dec in India.
    const now = new Date('2026-11-30T23:00:00Z');
    expect(pushKeys.period(now, IST)).toBe('period:2026-12-01');
    expect(pushKeys.checkup('sugar_test', 'm1', now, IST)).toBe('checkup:sugar_test:m1:2026-12');
    expect(pushKeys.dose('med-1', at8)).toBe('dose:med-1:2026-11-22T02:30:00.000Z');
  });
});
