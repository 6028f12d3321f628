import { describe, expect, it } from 'vitest';
import { isInCourse } from './course';
import { countdown, dosesBetween, dosesOnDay, nextDose } from './dose-times';
import { parseNotation } from './notation';
import {
  asNeededSchedule,
  createSchedule,
  everyNHours,
  onWeekdays,
  twiceDaily,
  type Schedule,
} from './schedule';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';
const iso = (doses: { at: Date }[]): string[] => doses.map((d) => d.at.toISOString());

function notation(text: string): Schedule {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(r.message);
  return r.schedule;
}

describe('dosesOnDay in IST', () => {
  it('1-0-1 on 22 Nov 2026 is 08:00 and 20:00 IST', () => {
    const doses = dosesOnDay(notation('1-0-1'), {}, '2026-11-22', IST);
    expect(iso(doses)).toEqual(['2026-11-22T02:30:00.000Z', '2026-11-22T14:30:00.000Z']);
    expect(doses[0]).toMatchObject({ day: '2026-11-22', time: '08:00', quantity: 1 });
  });
  it('uses IST when no zone is given', () => {
    expect(iso(dosesOnDay(twiceDaily(), {}, '2026-11-22'))[0]).toBe('2026-11-22T02:30:00.000Z');
  });
  it('carries the tablets per dose: 2-0-1', () => {
    const doses = dosesOnDay(notation('2-0-1'), {}, '2026-11-22', IST);
    expect(doses.map((d) => d.quantity)).toEqual([2, 1]);
  });
  it('a 00:30 IST dose belongs to its IST day although it is the UTC day before', () => {
    const doses = dosesOnDay(createSchedule({ times: ['00:30'] }), {}, '2026-11-22', IST);
    expect(iso(doses)).toEqual(['2026-11-21T19:00:00.000Z']);
  });
  it('respects the start date and the inclusive end date', () => {
    const course = { startDate: '2026-11-20', endDate: '2026-11-22' };
    expect(dosesOnDay(twiceDaily(), course, '2026-11-19', IST)).toEqual([]);
    expect(dosesOnDay(twiceDaily(), course, '2026-11-20', IST)).toHaveLength(2);
    expect(dosesOnDay(twiceDaily(), course, '2026-11-22', IST)).toHaveLength(2);
    expect(dosesOnDay(twiceDaily(), course, '2026-11-23', IST)).toEqual([]);
  });
  it('has no dose already two hours late when added (a medication added at 15:00 IST)', () => {
    const course = { startDate: '2026-11-22', addedAt: new Date('2026-11-22T09:30:00Z') };
    expect(iso(dosesOnDay(twiceDaily(), course, '2026-11-22', IST))).toEqual([
      '2026-11-22T14:30:00.000Z',
    ]);
  });
  it('only on chosen weekdays (22 Nov 2026 is a Sunday)', () => {
    const mwf = onWeekdays([1, 3, 5], ['09:00']);
    expect(dosesOnDay(mwf, {}, '2026-11-22', IST)).toEqual([]);
    expect(iso(dosesOnDay(mwf, {}, '2026-11-23', IST))).toEqual(['2026-11-23T03:30:00.000Z']);
  });
  it('as needed has no doses', () => {
    expect(dosesOnDay(asNeededSchedule(), {}, '2026-11-22', IST)).toEqual([]);
  });
});

describe('dosesOnDay across New York daylight saving', () => {
  it('spring forward, 8 Mar 2026: a 02:30 dose happens at 03:30 EDT, once', () => {
    const s = createSchedule({ times: ['01:30', '02:30', '08:00'] });
    const doses = dosesOnDay(s, {}, '2026-03-08', NY);
    expect(iso(doses)).toEqual([
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ]);
    expect(doses[1]?.time).toBe('02:30');
  });
  it('spring forward: 02:30 and 03:30 land on one instant and make one dose', () => {
    const s = createSchedule({ times: ['02:30', '03:30'] });
    expect(iso(dosesOnDay(s, {}, '2026-03-08', NY))).toEqual(['2026-03-08T07:30:00.000Z']);
  });
  it('spring forward: every hour gives 23 doses on a 23-hour day', () => {
    const doses = dosesOnDay(everyNHours(1, '00:00'), {}, '2026-03-08', NY);
    expect(doses).toHaveLength(23);
    expect(new Set(iso(doses)).size).toBe(23);
  });
  it('spring forward: a shifted dose keeps time order', () => {
    const s = createSchedule({ times: ['02:30', '03:00'] });
    expect(dosesOnDay(s, {}, '2026-03-08', NY).map((d) => d.time)).toEqual(['03:00', '02:30']);
  });
  it('fall back, 1 Nov 2026: 01:30 happens twice but is one dose, the first', () => {
    const s = createSchedule({ times: ['01:30', '08:00'] });
    expect(iso(dosesOnDay(s, {}, '2026-11-01', NY))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ]);
  });
  it('fall back: every hour gives 24 doses, no duplicate', () => {
    const doses = dosesOnDay(everyNHours(1, '00:00'), {}, '2026-11-01', NY);
    expect(doses).toHaveLength(24);
    expect(new Set(iso(doses)).size).toBe(24);
  });
  it('the day after each change is back to a steady offset', () => {
    expect(iso(dosesOnDay(twiceDaily(), {}, '2026-03-09', NY))).toEqual([
      '2026-03-09T12:00:00.000Z',
      '2026-03-10T00:00:00.000Z',
    ]);
    expect(iso(dosesOnDay(twiceDaily(), {}, '2026-11-02', NY))).toEqual([
      '2026-11-02T13:00:00.000Z',
      '2026-11-03T01:00:00.000Z',
    ]);
  });
});

describe('a daylight-saving gap at midnight (Santiago, 6 Sep 2026: 00:00 -> 01:00)', () => {
  const SCL = 'America/Santiago';
  it('00:00 and 01:00 become one dose at 01:00; 00:30 moves to 01:30, same day', () => {
    const s = createSchedule({ times: ['00:00', '00:30', '01:00'] });
    const doses = dosesOnDay(s, {}, '2026-09-06', SCL);
    expect(iso(doses)).toEqual(['2026-09-06T04:00:00.000Z', '2026-09-06T04:30:00.000Z']);
    expect(doses.map((d) => d.day)).toEqual(['2026-09-06', '2026-09-06']);
  });
  it('every hour gives 23 doses, and dosesBetween finds the same', () => {
    const every = everyNHours(1, '00:00');
    expect(dosesOnDay(every, {}, '2026-09-06', SCL)).toHaveLength(23);
    const between = dosesBetween(
      every,
      {},
      new Date('2026-09-06T04:00:00Z'),
      new Date('2026-09-07T03:00:00Z'),
      SCL,
    );
    expect(between).toHaveLength(23);
  });
});

describe('dosesBetween', () => {
  it('is half-open [from, to) and in time order', () => {
    const from = new Date('2026-11-22T02:30:00Z');
    const to = new Date('2026-11-23T02:30:00Z');
    expect(iso(dosesBetween(twiceDaily(), {}, from, to, IST))).toEqual([
      '2026-11-22T02:30:00.000Z',
      '2026-11-22T14:30:00.000Z',
    ]);
  });
  it('crosses IST midnight', () => {
    const from = new Date('2026-11-21T18:00:00Z');
    const to = new Date('2026-11-21T19:30:00Z');
    const s = createSchedule({ times: ['00:30', '23:45'] });
    expect(iso(dosesBetween(s, {}, from, to, IST))).toEqual([
      '2026-11-21T18:15:00.000Z',
      '2026-11-21T19:00:00.000Z',
    ]);
  });
  it('stays inside the course', () => {
    const course = { startDate: '2026-11-21', endDate: '2026-11-22' };
    const doses = dosesBetween(
      twiceDaily(),
      course,
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
      IST,
    );
    expect(doses.map((d) => d.day)).toEqual([
      '2026-11-21',
      '2026-11-21',
      '2026-11-22',
      '2026-11-22',
    ]);
  });
  it('is empty for an empty or reversed range and for as-needed', () => {
    const t = new Date('2026-11-22T00:00:00Z');
    expect(dosesBetween(twiceDaily(), {}, t, t, IST)).toEqual([]);
    expect(dosesBetween(twiceDaily(), {}, t, new Date(t.getTime() - 1), IST)).toEqual([]);
    expect(dosesBetween(asNeededSchedule(), {}, t, new Date(t.getTime() + 1e9), IST)).toEqual([]);
  });
  it('has 47 doses of every-hour over the New York spring-forward weekend day pair', () => {
    const doses = dosesBetween(
      everyNHours(1, '00:00'),
      {},
      new Date('2026-03-08T05:00:00Z'),
      new Date('2026-03-10T04:00:00Z'),
      NY,
    );
    expect(doses).toHaveLength(47);
  });
});

describe('nextDose', () => {
  const s = twiceDaily();
  it('is the next dose today', () => {
    const next = nextDose(s, {}, new Date('2026-11-22T05:00:00Z'), IST);
    expect(next?.at.toISOString()).toBe('2026-11-22T14:30:00.000Z');
  });
  it('is a dose due exactly now', () => {
    const now = new Date('2026-11-22T02:30:00Z');
    expect(nextDose(s, {}, now, IST)?.at).toEqual(now);
  });
  it('rolls over to tomorrow morning after the last dose', () => {
    const next = nextDose(s, {}, new Date('2026-11-22T14:30:00.001Z'), IST);
    expect(next?.at.toISOString()).toBe('2026-11-23T02:30:00.000Z');
    expect(next?.day).toBe('2026-11-23');
  });
  it('waits for a future start date', () => {
    const next = nextDose(s, { startDate: '2026-12-01' }, new Date('2026-11-22T05:00:00Z'), IST);
    expect(next?.at.toISOString()).toBe('2026-12-01T02:30:00.000Z');
  });
  it('is null once the course has ended, or on its last evening after the last dose', () => {
    const course = { endDate: '2026-11-22' };
    expect(nextDose(s, course, new Date('2026-11-23T00:00:00Z'), IST)).toBeNull();
    expect(nextDose(s, course, new Date('2026-11-22T15:00:00Z'), IST)).toBeNull();
  });
  it('is null for as-needed', () => {
    expect(nextDose(asNeededSchedule(), {}, new Date(), IST)).toBeNull();
  });
  it('finds next week for a weekly dose (Sunday -> Monday, Monday evening -> next Monday)', () => {
    const mon = onWeekdays([1], ['09:00']);
    const sunday = new Date('2026-11-22T05:00:00Z');
    expect(nextDose(mon, {}, sunday, IST)?.day).toBe('2026-11-23');
    const mondayEvening = new Date('2026-11-23T12:00:00Z');
    expect(nextDose(mon, {}, mondayEvening, IST)?.day).toBe('2026-11-30');
  });
  it('skips doses already logged', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    const taken = new Set(['2026-11-22T02:30:00.000Z']);
    const next = nextDose(s, {}, now, IST, (d) => taken.has(d.at.toISOString()));
    expect(next?.at.toISOString()).toBe('2026-11-22T14:30:00.000Z');
  });
  it('in New York on spring-forward night finds the shifted 02:30', () => {
    const s230 = createSchedule({ times: ['02:30'] });
    const next = nextDose(s230, {}, new Date('2026-03-08T06:00:00Z'), NY);
    expect(next?.at.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('countdown', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  const plus = (ms: number): Date => new Date(now.getTime() + ms);
  it.each([
    [2 * 3_600_000 + 15 * 60_000, 'in 2 h 15 min', 2, 15],
    [5 * 60_000, 'in 5 min', 0, 5],
    [3 * 3_600_000, 'in 3 h', 3, 0],
    [30_000, 'in 1 min', 0, 1],
    [4 * 60_000 + 1, 'in 5 min', 0, 5],
    [59 * 60_000, 'in 59 min', 0, 59],
    [60 * 60_000, 'in 1 h', 1, 0],
    [27 * 3_600_000, 'in 1 d 3 h', 27, 0],
    [48 * 3_600_000, 'in 2 d', 48, 0],
  ])('%s ms -> %s', (ms, label, hours, minutes) => {
    expect(countdown(now, plus(ms))).toMatchObject({ label, hours, minutes });
  });
  it('is now when due or past', () => {
    expect(countdown(now, now)).toEqual({ totalMinutes: 0, hours: 0, minutes: 0, label: 'now' });
    expect(countdown(now, plus(-60_000)).label).toBe('now');
  });
});

describe('isInCourse', () => {
  it('bounds are inclusive and optional', () => {
    expect(isInCourse({}, '2026-11-22')).toBe(true);
    expect(isInCourse({ startDate: '2026-11-22', endDate: '2026-11-22' }, '2026-11-22')).toBe(true);
    expect(isInCourse({ endDate: null, startDate: null }, '1999-01-01')).toBe(true);
  });
});
