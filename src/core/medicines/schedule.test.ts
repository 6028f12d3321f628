import { describe, expect, it } from 'vitest';
import {
  asNeededSchedule,
  createSchedule,
  dailyPreset,
  everyNHours,
  fourTimesDaily,
  onceDaily,
  onWeekdays,
  quantityAt,
  ScheduleError,
  takesOn,
  thriceDaily,
  twiceDaily,
} from './schedule';

describe('daily presets (PRODUCT §4)', () => {
  it('once, twice, thrice and four times a day', () => {
    expect(onceDaily().times).toEqual(['08:00']);
    expect(twiceDaily().times).toEqual(['08:00', '20:00']);
    expect(thriceDaily().times).toEqual(['08:00', '14:00', '20:00']);
    expect(fourTimesDaily().times).toEqual(['08:00', '12:00', '16:00', '20:00']);
  });
  it('are every day, fixed, one tablet each', () => {
    const s = twiceDaily();
    expect(s).toMatchObject({ weekdays: null, asNeeded: false, quantities: null });
    expect(quantityAt(s, '20:00')).toBe(1);
    expect(quantityAt(s, '09:00')).toBe(0);
  });
  it('can be limited to weekdays', () => {
    expect(dailyPreset('twice', [5, 1, 3]).weekdays).toEqual([1, 3, 5]);
  });
});

describe('every N hours', () => {
  it('every 6 h from 06:00 wraps round midnight and is sorted', () => {
    const s = everyNHours(6, '06:00');
    expect(s.times).toEqual(['00:00', '06:00', '12:00', '18:00']);
    expect(s.everyHours).toBe(6);
  });
  it('every 8 h from 07:30 keeps the minutes', () => {
    expect(everyNHours(8, '07:30').times).toEqual(['07:30', '15:30', '23:30']);
  });
  it('every 1 h is 24 doses; every 24 h is one, at the start time', () => {
    expect(everyNHours(1, '00:00').times).toHaveLength(24);
    expect(everyNHours(24, '21:00').times).toEqual(['21:00']);
  });
  it('starts at 08:00 unless told', () => {
    expect(everyNHours(12).times).toEqual(['08:00', '20:00']);
  });
  it.each([0, 5, 7, 25, 2.5, -6])('refuses every %s hours with a message', (n) => {
    expect(() => everyNHours(n)).toThrow(
      'Every N hours must divide the day evenly: 1, 2, 3, 4, 6, 8, 12 or 24 hours',
    );
  });
  it('refuses a bad start time', () => {
    expect(() => everyNHours(6, '6:00')).toThrow(ScheduleError);
  });
});

describe('chosen weekdays', () => {
  it('keeps the days sorted and unique', () => {
    const s = onWeekdays([5, 1, 3, 1], ['09:00']);
    expect(s.weekdays).toEqual([1, 3, 5]);
    expect(takesOn(s, 1)).toBe(true);
    expect(takesOn(s, 2)).toBe(false);
  });
  it('all seven days means every day', () => {
    expect(onWeekdays([0, 1, 2, 3, 4, 5, 6], ['09:00']).weekdays).toBeNull();
  });
  it('refuses no day and a day out of range', () => {
    expect(() => onWeekdays([], ['09:00'])).toThrow('Choose at least one day of the week');
    expect(() => onWeekdays([7], ['09:00'])).toThrow(ScheduleError);
    expect(() => onWeekdays([1.5], ['09:00'])).toThrow(ScheduleError);
  });
});

describe('as needed', () => {
  it('has no times and is never taken on a schedule', () => {
    const s = asNeededSchedule();
    expect(s).toMatchObject({ times: [], asNeeded: true, weekdays: null });
    expect(takesOn(s, 1)).toBe(false);
  });
  it('drops times given alongside', () => {
    expect(createSchedule({ asNeeded: true, times: ['08:00'] }).times).toEqual([]);
  });
});

describe('createSchedule', () => {
  it('sorts and de-duplicates times; quantities follow their times', () => {
    const s = createSchedule({ times: ['20:00', '08:00', '20:00'], quantities: [1, 2, 3] });
    expect(s.times).toEqual(['08:00', '20:00']);
    expect(s.quantities).toEqual([2, 1]);
    expect(quantityAt(s, '08:00')).toBe(2);
  });
  it.each(['8:00', '24:00', '12:60', '08:00:00', 'noon', ''])('refuses the time %j', (t) => {
    expect(() => createSchedule({ times: [t] })).toThrow(
      'Times must look like 08:00 (24-hour clock)',
    );
  });
  it('accepts 00:00 and 23:59', () => {
    expect(createSchedule({ times: ['23:59', '00:00'] }).times).toEqual(['00:00', '23:59']);
  });
  it('needs at least one time', () => {
    expect(() => createSchedule({ times: [] })).toThrow('Add at least one time of day');
    expect(() => createSchedule({})).toThrow(ScheduleError);
  });
  it('allows 24 different times, not 25', () => {
    const times = Array.from(
      { length: 25 },
      (_, i) => `${String(i % 24).padStart(2, '0')}:0${i >= 24 ? 1 : 0}`,
    );
    expect(createSchedule({ times: times.slice(0, 24) }).times).toHaveLength(24);
    expect(() => createSchedule({ times })).toThrow('At most 24 times a day');
  });
  it('refuses a dose of 0, below 0 or above 10; allows ½ and 10', () => {
    expect(() => createSchedule({ times: ['08:00'], quantities: [0] })).toThrow(ScheduleError);
    expect(() => createSchedule({ times: ['08:00'], quantities: [-1] })).toThrow(ScheduleError);
    expect(() => createSchedule({ times: ['08:00'], quantities: [10.5] })).toThrow(ScheduleError);
    expect(createSchedule({ times: ['08:00'], quantities: [0.5] }).quantities).toEqual([0.5]);
    expect(createSchedule({ times: ['08:00'], quantities: [10] }).quantities).toEqual([10]);
  });
  it('round-trips a stored schedule', () => {
    const s = createSchedule({ times: ['08:00', '20:00'], quantities: [2, 1], notation: '2-0-1' });
    expect(createSchedule(s)).toEqual(s);
  });
});
