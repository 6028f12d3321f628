import { describe, expect, it } from 'vitest';
import type { Course } from './course';
import {
  AS_NEEDED_CLOCK_SKEW_MS,
  doseLogProblem,
  isPlannedDose,
  plannedDoseAt,
  type DosePlan,
} from './dose-log';
import {
  asNeededSchedule,
  createSchedule,
  onWeekdays,
  twiceDaily,
  type Schedule,
} from './schedule';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Sunday 22 Nov 2026: 08:00 IST is 02:30Z, 20:00 IST is 14:30Z. */
const AM = new Date('2026-11-22T02:30:00.000Z');
const PM = new Date('2026-11-22T14:30:00.000Z');
const after = (base: Date, ms: number): Date => new Date(base.getTime() + ms);
const plan = (schedule: Schedule, course: Course = {}): DosePlan => ({ schedule, course });

describe('isPlannedDose: a scheduled medicine (IST)', () => {
  const bp = plan(twiceDaily(), { startDate: '2026-11-01' });

  it('is true at the exact instant of each dose', () => {
    expect(isPlannedDose(bp, AM, IST)).toBe(true);
    expect(isPlannedDose(bp, PM, IST)).toBe(true);
    expect(isPlannedDose(bp, after(AM, -DAY), IST)).toBe(true);
  });

  it('is false 1 ms, 1 s or 1 min off a dose, and between doses', () => {
    for (const off of [1, -1, 1000, -1000, MIN, -MIN, 3 * HOUR]) {
      expect(isPlannedDose(bp, after(AM, off), IST), `off by ${off} ms`).toBe(false);
    }
  });

  it('is false for 08:00 read in the wrong zone (08:00 UTC is 13:30 IST)', () => {
    expect(isPlannedDose(bp, new Date('2026-11-22T08:00:00.000Z'), IST)).toBe(false);
  });

  it('is false on a weekday not in a weekly schedule', () => {
    const mondays = plan(onWeekdays([1], ['09:00']), { startDate: '2026-11-01' });
    expect(isPlannedDose(mondays, new Date('2026-11-23T03:30:00.000Z'), IST)).toBe(true); // Mon
    expect(isPlannedDose(mondays, new Date('2026-11-22T03:30:00.000Z'), IST)).toBe(false); // Sun
    expect(isPlannedDose(mondays, new Date('2026-11-24T03:30:00.000Z'), IST)).toBe(false); // Tue
  });

  it('is false before the start date and after the end date, true on both', () => {
    const course = plan(twiceDaily(), { startDate: '2026-11-22', endDate: '2026-11-24' });
    expect(isPlannedDose(course, after(PM, -DAY), IST)).toBe(false); // 21st, 20:00
    expect(isPlannedDose(course, AM, IST)).toBe(true); // 22nd, 08:00
    expect(isPlannedDose(course, after(PM, 2 * DAY), IST)).toBe(true); // 24th, 20:00
    expect(isPlannedDose(course, after(AM, 3 * DAY), IST)).toBe(false); // 25th, 08:00
  });

  it("follows the adding rule: a dose still due when it was added exists, one 2 h late doesn't", () => {
    const at0805 = plan(twiceDaily(), { startDate: '2026-11-22', addedAt: after(AM, 5 * MIN) });
    expect(isPlannedDose(at0805, AM, IST)).toBe(true);
    const at1000 = plan(twiceDaily(), { startDate: '2026-11-22', addedAt: after(AM, 2 * HOUR) });
    expect(isPlannedDose(at1000, AM, IST)).toBe(false);
    expect(isPlannedDose(at1000, PM, IST)).toBe(true);
  });

  it("gives the dose's own quantity", () => {
    const metformin = plan(createSchedule({ times: ['08:00', '20:00'], quantities: [2, 1] }));
    expect(plannedDoseAt(metformin, AM, IST)?.quantity).toBe(2);
    expect(plannedDoseAt(metformin, PM, IST)?.quantity).toBe(1);
    expect(plannedDoseAt(metformin, after(AM, 1), IST)).toBeNull();
  });
});

describe('isPlannedDose: America/New_York across daylight saving', () => {
  const nightly = plan(createSchedule({ times: ['02:30'], quantities: [2] }));
  const oneThirty = plan(createSchedule({ times: ['01:30'] }));

  it('spring forward (8 Mar 2026): 02:30 does not exist, the dose is at 03:30 EDT', () => {
    expect(isPlannedDose(nightly, new Date('2026-03-07T07:30:00.000Z'), NY)).toBe(true); // EST
    const moved = new Date('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(isPlannedDose(nightly, moved, NY)).toBe(true);
    expect(plannedDoseAt(nightly, moved, NY)?.quantity).toBe(2);
    expect(isPlannedDose(nightly, new Date('2026-03-08T06:30:00.000Z'), NY)).toBe(false);
    expect(isPlannedDose(nightly, after(moved, -1), NY)).toBe(false);
    expect(isPlannedDose(nightly, new Date('2026-03-09T06:30:00.000Z'), NY)).toBe(true); // EDT
  });

  it('fall back (1 Nov 2026): 01:30 happens twice and only the first is the dose', () => {
    expect(isPlannedDose(oneThirty, new Date('2026-11-01T05:30:00.000Z'), NY)).toBe(true); // EDT
    expect(isPlannedDose(oneThirty, new Date('2026-11-01T06:30:00.000Z'), NY)).toBe(false); // EST
    expect(isPlannedDose(oneThirty, new Date('2026-11-02T06:30:00.000Z'), NY)).toBe(true);
  });

  it('is the zone that decides: an IST instant is no New York dose', () => {
    const daily = plan(createSchedule({ times: ['08:00'] }));
    expect(isPlannedDose(daily, AM, IST)).toBe(true);
    expect(isPlannedDose(daily, AM, NY)).toBe(false);
    expect(isPlannedDose(daily, new Date('2026-11-22T13:00:00.000Z'), NY)).toBe(true);
  });
});

describe('isPlannedDose: an as-needed medicine', () => {
  const sos = plan(asNeededSchedule('SOS'), { startDate: '2026-11-22', endDate: '2026-11-24' });

  it('any time on a day of its course', () => {
    expect(isPlannedDose(sos, new Date('2026-11-21T18:30:00.000Z'), IST)).toBe(true); // 00:00 22nd
    expect(isPlannedDose(sos, new Date('2026-11-22T09:17:42.123Z'), IST)).toBe(true);
    expect(isPlannedDose(sos, new Date('2026-11-24T18:29:59.999Z'), IST)).toBe(true); // 23:59 24th
  });

  it('not before the start date or after the end date, in local days', () => {
    expect(isPlannedDose(sos, new Date('2026-11-21T18:29:59.999Z'), IST)).toBe(false);
    expect(isPlannedDose(sos, new Date('2026-11-24T18:30:00.000Z'), IST)).toBe(false);
  });
});

describe('doseLogProblem', () => {
  const bp = plan(twiceDaily(), { startDate: '2026-11-01' });
  const sos = plan(asNeededSchedule(), { startDate: '2026-11-01' });
  const now = new Date('2026-11-22T04:30:00.000Z'); // 10:00 IST

  it('accepts a real dose from today, yesterday or weeks ago, and up to a day ahead', () => {
    expect(doseLogProblem(bp, AM, now, IST)).toBeNull();
    expect(doseLogProblem(bp, after(PM, -DAY), now, IST)).toBeNull();
    expect(doseLogProblem(bp, after(AM, -14 * DAY), now, IST)).toBeNull();
    expect(doseLogProblem(bp, after(AM, DAY), now, IST)).toBeNull(); // 22 h ahead
  });

  it('refuses a time that is no dose, and a real dose more than a day ahead', () => {
    expect(doseLogProblem(bp, after(AM, 1), now, IST)).toBe('notADose');
    expect(doseLogProblem(bp, new Date('2020-01-01T02:30:00.000Z'), now, IST)).toBe('notADose');
    expect(doseLogProblem(bp, after(PM, DAY), now, IST)).toBe('tooFarAhead'); // 34 h ahead
  });

  it('takes a real dose exactly a day ahead, not 1 ms more', () => {
    const dose = after(PM, DAY);
    expect(doseLogProblem(bp, dose, after(dose, -DAY), IST)).toBeNull();
    expect(doseLogProblem(bp, dose, after(dose, -DAY - 1), IST)).toBe('tooFarAhead');
  });

  it('as needed: any past time in its course, a fast clock allowed for, no later', () => {
    expect(doseLogProblem(sos, after(now, -3 * HOUR - 17), now, IST)).toBeNull();
    expect(doseLogProblem(sos, after(now, AS_NEEDED_CLOCK_SKEW_MS), now, IST)).toBeNull();
    expect(doseLogProblem(sos, after(now, AS_NEEDED_CLOCK_SKEW_MS + 1), now, IST)).toBe('inFuture');
    expect(doseLogProblem(sos, new Date('2026-10-31T12:00:00.000Z'), now, IST)).toBe(
      'outsideCourse',
    );
  });
});
