import { describe, expect, it } from 'vitest';
import { NOTATION_MESSAGES } from './notation';
import {
  resolveSchedule,
  SCHEDULE_INPUT_MESSAGES,
  scheduleSources,
  type ScheduleInput,
} from './schedule-input';

function ok(input: ScheduleInput) {
  const r = resolveSchedule(input);
  if (!r.ok) throw new Error(`${r.field}: ${r.message}`);
  return r;
}

describe('resolveSchedule: one of times, notation, preset', () => {
  it('times', () => {
    const r = ok({ times: ['20:00', '08:00'] });
    expect(r.schedule.times).toEqual(['08:00', '20:00']);
    expect(r.frequency).toBe('Twice daily');
    expect(r.food).toBeNull();
  });
  it('notation, with a food instruction', () => {
    const r = ok({ notation: '1-0-1 after food' });
    expect(r.schedule.times).toEqual(['08:00', '20:00']);
    expect(r.frequency).toBe('Twice daily (1-0-1)');
    expect(r.food).toBe('after');
  });
  it.each([
    ['once', 'Once daily'],
    ['twice', 'Twice daily'],
    ['thrice', 'Three times daily'],
    ['fourTimes', 'Four times daily'],
    ['asNeeded', 'As needed'],
  ] as const)('preset %s', (preset, frequency) => {
    expect(ok({ preset }).frequency).toBe(frequency);
  });
  it('preset every N hours, from 08:00 unless told', () => {
    expect(ok({ preset: 'everyNHours', intervalHours: 6, intervalStart: '06:00' })).toMatchObject({
      schedule: { times: ['00:00', '06:00', '12:00', '18:00'] },
      frequency: 'Every 6 hours',
    });
    expect(ok({ preset: 'everyNHours', intervalHours: 12 }).schedule.times).toEqual([
      '08:00',
      '20:00',
    ]);
  });
  it('weekdays combine with times, notation and presets', () => {
    expect(ok({ times: ['09:00'], weekdays: [1, 3, 5] }).frequency).toBe('Mon, Wed, Fri');
    expect(ok({ notation: 'BD', weekdays: [0] }).frequency).toBe('Sun, twice a day (BD)');
    expect(ok({ preset: 'once', weekdays: [6] }).schedule.weekdays).toEqual([6]);
  });
  it('empty notation and empty times count as absent', () => {
    expect(ok({ times: [], notation: '  ', preset: 'twice' }).frequency).toBe('Twice daily');
    expect(ok({ times: ['08:00'], notation: '', preset: null }).frequency).toBe('Once daily');
  });
  it('lists what is filled in', () => {
    expect(scheduleSources({})).toEqual([]);
    expect(scheduleSources({ times: ['08:00'], notation: 'BD', preset: 'once' })).toEqual([
      'times',
      'notation',
      'preset',
    ]);
  });
});

describe('resolveSchedule: refusals name the field', () => {
  it.each([
    [{}, 'times', SCHEDULE_INPUT_MESSAGES.missing],
    [{ times: ['08:00'], notation: '1-0-1' }, 'notation', SCHEDULE_INPUT_MESSAGES.several],
    [{ notation: 'BD', preset: 'twice' }, 'preset', SCHEDULE_INPUT_MESSAGES.several],
    [{ notation: 'twice a day' }, 'notation', NOTATION_MESSAGES.invalid],
    [{ times: ['8am'] }, 'times', 'Times must look like 08:00 (24-hour clock)'],
    [{ preset: 'everyNHours' }, 'intervalHours', SCHEDULE_INPUT_MESSAGES.intervalHours],
    [
      { preset: 'everyNHours', intervalHours: 5 },
      'intervalHours',
      'Every N hours must divide the day evenly: 1, 2, 3, 4, 6, 8, 12 or 24 hours',
    ],
    [
      { preset: 'everyNHours', intervalHours: 6, intervalStart: '6' },
      'intervalStart',
      'Times must look like 08:00 (24-hour clock)',
    ],
    [{ times: ['08:00'], weekdays: [] }, 'weekdays', 'Choose at least one day of the week'],
    [
      { notation: 'BD', weekdays: [9] },
      'weekdays',
      'Days of the week go from 0 (Sunday) to 6 (Saturday)',
    ],
    [{ preset: 'asNeeded', weekdays: [1] }, 'weekdays', SCHEDULE_INPUT_MESSAGES.asNeededDays],
    [{ notation: 'SOS', weekdays: [1] }, 'weekdays', SCHEDULE_INPUT_MESSAGES.asNeededDays],
  ] as [ScheduleInput, string, string][])('%j', (input, field, message) => {
    expect(resolveSchedule(input)).toEqual({ ok: false, field, message });
  });
});
