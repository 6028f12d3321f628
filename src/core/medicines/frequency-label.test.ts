import { describe, expect, it } from 'vitest';
import { frequencyLabel, weekdayList } from './frequency-label';
import { parseNotation } from './notation';
import {
  asNeededSchedule,
  createSchedule,
  dailyPreset,
  everyNHours,
  fourTimesDaily,
  onceDaily,
  onWeekdays,
  thriceDaily,
  twiceDaily,
  type Schedule,
} from './schedule';

function fromNotation(text: string): Schedule {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(r.message);
  return r.schedule;
}

describe('frequency label', () => {
  it.each([
    [onceDaily(), 'Once daily'],
    [twiceDaily(), 'Twice daily'],
    [thriceDaily(), 'Three times daily'],
    [fourTimesDaily(), 'Four times daily'],
    [createSchedule({ times: ['06:00', '10:00', '14:00', '18:00', '22:00'] }), '5 times daily'],
    [everyNHours(6, '06:00'), 'Every 6 hours'],
    [everyNHours(1), 'Every hour'],
    [everyNHours(24, '09:00'), 'Every 24 hours'],
    [onWeekdays([1, 3, 5], ['09:00']), 'Mon, Wed, Fri'],
    [onWeekdays([0, 6], ['09:00']), 'Sat, Sun'],
    [onWeekdays([1, 4], ['08:00', '20:00']), 'Mon, Thu, twice a day'],
    [dailyPreset('thrice', [2]), 'Tue, three times a day'],
    [onWeekdays([1], ['01:00', '02:00', '03:00', '04:00', '05:00']), 'Mon, 5 times a day'],
    [everyNHours(8, '06:00', [6]), 'Sat, every 8 hours'],
    [asNeededSchedule(), 'As needed'],
  ])('%# -> %s', (schedule, label) => {
    expect(frequencyLabel(schedule)).toBe(label);
  });

  it.each([
    ['1-0-1', 'Twice daily (1-0-1)'],
    ['0-0-1', 'Once daily (0-0-1)'],
    ['1-1-1-1', 'Four times daily (1-1-1-1)'],
    ['½-0-½', 'Twice daily (½-0-½)'],
    ['bd', 'Twice daily (BD)'],
    ['OD', 'Once daily (OD)'],
    ['TDS', 'Three times daily (TDS)'],
    ['QID', 'Four times daily (QID)'],
    ['HS', 'At bedtime (HS)'],
    ['SOS', 'As needed (SOS)'],
  ])('notation %s -> %s', (text, label) => {
    expect(frequencyLabel(fromNotation(text))).toBe(label);
  });

  it('a bedtime dose on chosen days', () => {
    const hs = fromNotation('HS');
    expect(frequencyLabel({ ...hs, weekdays: [1, 3] })).toBe('Mon, Wed, at bedtime (HS)');
  });

  it('a single time without notation is once daily, even at 22:00', () => {
    expect(frequencyLabel(createSchedule({ times: ['22:00'] }))).toBe('Once daily');
  });
});

describe('weekdayList', () => {
  it('puts Monday first and Sunday last', () => {
    expect(weekdayList([0, 1, 2, 3, 4, 5, 6])).toBe('Mon, Tue, Wed, Thu, Fri, Sat, Sun');
  });
});
