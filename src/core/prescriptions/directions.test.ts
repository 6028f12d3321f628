import { describe, expect, it } from 'vitest';
import { readCourseDays, readFood, readSchedule, readStrength } from './directions';

describe('readStrength', () => {
  it.each([
    ['Tab Paracetamol 500 mg', '500 mg'],
    ['Pantoprazole 40mg', '40 mg'],
    ['Syp Cetirizine 5 ml', '5 ml'],
    ['Amlodipine + Atenolol 5/50 mg', '5/50 mg'],
    ['Thyroxine 25 mcg', '25 mcg'],
    ['Vitamin D3 60000 IU weekly', '60000 IU'],
    ['Clobetasol 0.05 % cream', '0.05 %'],
    ['Calcium 1 gm', '1 g'],
    ['Metformin 1000MG', '1000 mg'],
  ])('%s -> %s', (text, strength) => {
    expect(readStrength(text)).toBe(strength);
  });

  it('reads OCR misreadings of the digits and of "mg"', () => {
    expect(readStrength('Paracetamol 5OOmg')).toBe('500 mg');
    expect(readStrength('Pantoprazole 4O rng')).toBe('40 mg');
    expect(readStrength('Aspirin l50 mg')).toBe('150 mg');
  });

  it('finds none in words, dates or counts without a unit', () => {
    expect(readStrength('Dolo 650 1-0-1')).toBeNull();
    expect(readStrength('x 5 days')).toBeNull();
    expect(readStrength('Date 12/05/2026')).toBeNull();
    expect(readStrength('omg')).toBeNull();
  });
});

describe('readSchedule: Indian notation', () => {
  it.each([
    ['1-0-1', '1-0-1', ['08:00', '20:00']],
    ['1-1-1', '1-1-1', ['08:00', '14:00', '20:00']],
    ['0-0-1', '0-0-1', ['20:00']],
    ['1 - 0 - 0 after food', '1-0-0', ['08:00']],
    ['1-1-1-1', '1-1-1-1', ['08:00', '12:00', '16:00', '20:00']],
    ['½-0-½', '½-0-½', ['08:00', '20:00']],
    ['1/2-0-1/2', '½-0-½', ['08:00', '20:00']],
    ['2-0-2', '2-0-2', ['08:00', '20:00']],
    ['1—0—1', '1-0-1', ['08:00', '20:00']],
  ])('%s', (text, notation, times) => {
    const read = readSchedule(text);
    expect(read?.notation).toBe(notation);
    expect(read?.schedule.times).toEqual(times);
  });

  it('reads O for 0 and l, I or | for 1, as OCR gives them', () => {
    expect(readSchedule('l-O-l')?.notation).toBe('1-0-1');
    expect(readSchedule('1-O-1 x 5 days')?.notation).toBe('1-0-1');
    expect(readSchedule('I-I-I')?.notation).toBe('1-1-1');
    expect(readSchedule('1-0-| after food')?.notation).toBe('1-0-1');
    expect(readSchedule('%-0-% before food')?.notation).toBe('½-0-½');
    expect(readSchedule('— %:-0-% after meals')?.notation).toBe('½-0-½');
  });

  it('is not fooled by dates, strengths or a pattern with no dose', () => {
    expect(readSchedule('12-05-2026')).toBeNull();
    expect(readSchedule('Amlodipine 5/50 mg')).toBeNull();
    expect(readSchedule('0-0-0')).toBeNull();
    expect(readSchedule('Pantoprazole 40mg')).toBeNull();
    expect(readSchedule('Ph 98-10-11')).toBeNull();
  });
});

describe('readSchedule: abbreviations and words', () => {
  it.each([
    ['OD', 'OD', ['08:00']],
    ['once daily', 'OD', ['08:00']],
    ['BD', 'BD', ['08:00', '20:00']],
    ['B.D.', 'BD', ['08:00', '20:00']],
    ['bid', 'BD', ['08:00', '20:00']],
    ['twice a day', 'BD', ['08:00', '20:00']],
    ['TDS', 'TDS', ['08:00', '14:00', '20:00']],
    ['T.D.S', 'TDS', ['08:00', '14:00', '20:00']],
    ['TID', 'TDS', ['08:00', '14:00', '20:00']],
    ['three times a day', 'TDS', ['08:00', '14:00', '20:00']],
    ['QID', 'QID', ['08:00', '12:00', '16:00', '20:00']],
    ['HS', 'HS', ['22:00']],
    ['at bedtime', 'HS', ['22:00']],
    ['SOS', 'SOS', []],
    ['when required for pain', 'SOS', []],
    ['0D', 'OD', ['08:00']],
  ])('%s', (text, notation, times) => {
    const read = readSchedule(`Tab 1 ${text} x 5 days`);
    expect(read?.notation).toBe(notation);
    expect(read?.schedule.times).toEqual(times);
  });

  it('marks as needed', () => {
    expect(readSchedule('SOS')?.schedule.asNeeded).toBe(true);
  });

  it('prefers a dashed pattern to an abbreviation on the same line', () => {
    expect(readSchedule('1-0-1 (BD)')?.notation).toBe('1-0-1');
  });

  it('does not read abbreviations inside words', () => {
    expect(readSchedule('Bodyache')).toBeNull();
    expect(readSchedule('Headache, shoulder pain')).toBeNull();
    expect(readSchedule('Odoxil')).toBeNull();
    expect(readSchedule('Lactobacillus')).toBeNull();
  });
});

describe('readFood', () => {
  it.each([
    ['after food', 'after'],
    ['before food', 'before'],
    ['Before meals', 'before'],
    ['AC', 'before'],
    ['P.C.', 'after'],
    ['empty stomach', 'before'],
    ['with food', 'with'],
  ] as const)('%s', (text, food) => {
    expect(readFood(`1-0-1 ${text} x 5 days`)).toBe(food);
  });

  it('is null without an instruction', () => {
    expect(readFood('1-0-1 x 5 days')).toBeNull();
  });
});

describe('readCourseDays', () => {
  it.each([
    ['x 5 days', 5],
    ['x5 days', 5],
    ['× 7 days', 7],
    ['X 10 DAYS', 10],
    ['for 3 days', 3],
    ['x 2 weeks', 14],
    ['x 1 month', 30],
    ['x 5d', 5],
    ['(5 days)', 5],
  ])('%s', (text, days) => {
    expect(readCourseDays(`1-0-1 after food ${text}`)).toBe(days);
  });

  it('is null when none is written or it is out of bounds', () => {
    expect(readCourseDays('1-0-1 after food')).toBeNull();
    expect(readCourseDays('x 0 days')).toBeNull();
    expect(readCourseDays('x 900 days')).toBeNull();
  });
});
