import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  isWithFood,
  NOTATION_MESSAGES,
  parseDirections,
  parseFoodTiming,
  parseNotation,
} from './notation';
import type { Schedule } from './schedule';

function ok(text: string): Schedule {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(`expected ${text} to parse: ${r.message}`);
  return r.schedule;
}

function message(text: string): string {
  const r = parseNotation(text);
  if (r.ok) throw new Error(`expected ${text} to be refused`);
  return r.message;
}

describe('3-part notation: morning-noon-night', () => {
  it.each([
    ['1-0-1', ['08:00', '20:00']],
    ['1-1-1', ['08:00', '14:00', '20:00']],
    ['0-0-1', ['20:00']],
    ['1-0-0', ['08:00']],
    ['0-1-0', ['14:00']],
  ])('%s -> %j', (text, times) => {
    expect(ok(text).times).toEqual(times);
  });
  it('keeps the tablets per dose: 2-0-1', () => {
    const s = ok('2-0-1');
    expect(s.quantities).toEqual([2, 1]);
    expect(s.notation).toBe('2-0-1');
  });
});

describe('4-part notation: morning-noon-evening-night', () => {
  it.each([
    ['1-1-1-1', ['08:00', '12:00', '16:00', '20:00']],
    ['1-0-0-1', ['08:00', '20:00']],
    ['0-0-1-0', ['16:00']],
  ])('%s -> %j', (text, times) => {
    expect(ok(text).times).toEqual(times);
  });
});

describe('split tablets', () => {
  it.each(['½-0-½', '1/2-0-1/2', '0.5-0-0.5', '.5-0-.5'])('%s is half a tablet twice', (t) => {
    const s = ok(t);
    expect(s.times).toEqual(['08:00', '20:00']);
    expect(s.quantities).toEqual([0.5, 0.5]);
    expect(s.notation).toBe('½-0-½');
  });
  it('reads 1½ and ¼ and shows them back', () => {
    expect(ok('1½-0-¼').quantities).toEqual([1.5, 0.25]);
    expect(ok('1.5-0-1').notation).toBe('1½-0-1');
  });
  it('refuses thirds', () => {
    expect(message('1/3-0-1/3')).toBe(NOTATION_MESSAGES.split);
    expect(message('0.3-0-0')).toBe(NOTATION_MESSAGES.split);
  });
});

describe('tolerant of spaces, case and dashes', () => {
  it.each(['1 - 0 - 1', ' 1-0-1 ', '1–0–1', '1—0—1', '1 -0- 1'])('%j', (t) => {
    expect(ok(t).notation).toBe('1-0-1');
  });
});

describe('abbreviations', () => {
  it.each([
    ['OD', ['08:00'], 'OD'],
    ['od', ['08:00'], 'OD'],
    ['QD', ['08:00'], 'OD'],
    ['BD', ['08:00', '20:00'], 'BD'],
    ['bd', ['08:00', '20:00'], 'BD'],
    ['BID', ['08:00', '20:00'], 'BD'],
    ['B.D.', ['08:00', '20:00'], 'BD'],
    ['TDS', ['08:00', '14:00', '20:00'], 'TDS'],
    ['t.d.s', ['08:00', '14:00', '20:00'], 'TDS'],
    ['TID', ['08:00', '14:00', '20:00'], 'TDS'],
    ['QID', ['08:00', '12:00', '16:00', '20:00'], 'QID'],
    ['qds', ['08:00', '12:00', '16:00', '20:00'], 'QID'],
    ['HS', ['22:00'], 'HS'],
    [' h s ', ['22:00'], 'HS'],
  ])('%j -> %j', (text, times, canonical) => {
    const s = ok(text);
    expect(s.times).toEqual(times);
    expect(s.notation).toBe(canonical);
    expect(s.quantities).toBeNull();
  });
  it.each(['SOS', 'sos', 'PRN', 's.o.s.'])('%j is as needed', (t) => {
    const s = ok(t);
    expect(s.asNeeded).toBe(true);
    expect(s.times).toEqual([]);
    expect(s.notation).toBe('SOS');
  });
});

describe('refusals say what to type', () => {
  it.each(['', '   ', 'twice', 'XYZ', '101', '1,0,1', 'a-b-c', '1-0-1-', '-1-0-1', '1--1'])(
    '%j',
    (t) => {
      expect(message(t)).toBe('Use a pattern like 1-0-1 or OD, BD, TDS, QID, HS, SOS');
    },
  );
  it.each(['1-1', '1-0-1-0-1'])('%j has the wrong number of parts', (t) => {
    expect(message(t)).toBe(NOTATION_MESSAGES.parts);
  });
  it('0-0-0 has no doses', () => {
    expect(message('0-0-0')).toBe(NOTATION_MESSAGES.noDose);
    expect(message('0-0-0-0')).toBe(NOTATION_MESSAGES.noDose);
  });
  it('more than 10 at once is refused, 10 is allowed', () => {
    expect(message('11-0-0')).toBe(NOTATION_MESSAGES.tooMuch);
    expect(ok('10-0-0').quantities).toEqual([10]);
  });
  it('a zero denominator is not a number', () => {
    expect(message('1/0-0-1')).toBe(NOTATION_MESSAGES.invalid);
  });
});

describe('food instructions', () => {
  it.each([
    ['after food', 'after'],
    ['After meals', 'after'],
    ['PC', 'after'],
    ['p.c.', 'after'],
    ['before food', 'before'],
    ['AC', 'before'],
    ['a.c.', 'before'],
    ['on an empty stomach', 'before'],
    ['with food', 'with'],
    ['with meal', 'with'],
  ])('%j -> %s', (text, timing) => {
    expect(parseFoodTiming(text)).toBe(timing);
  });
  it.each(['', 'BD', 'TDS', 'SOS', 'take care', 'pack', 'ache'])('%j has none', (t) => {
    expect(parseFoodTiming(t)).toBeNull();
  });
  it('maps to the with-food flag', () => {
    expect(isWithFood('after')).toBe(true);
    expect(isWithFood('with')).toBe(true);
    expect(isWithFood('before')).toBe(false);
    expect(isWithFood(null)).toBe(false);
  });
});

describe('directions: notation plus food', () => {
  it.each([
    ['1-0-1 after food', '1-0-1', 'after'],
    ['BD PC', 'BD', 'after'],
    ['TDS (before meals)', 'TDS', 'before'],
    ['1-0-1', '1-0-1', null],
    ['a.c. 1-1-1', '1-1-1', 'before'],
  ])('%j', (text, notation, food) => {
    const r = parseDirections(text);
    expect(r.ok && r.schedule.notation).toBe(notation);
    expect(r.ok && r.food).toBe(food);
  });
  it('refuses food words alone', () => {
    expect(parseDirections('after food')).toEqual({
      ok: false,
      message: NOTATION_MESSAGES.invalid,
    });
  });
});

describe('formatAmount', () => {
  it.each([
    [1, '1'],
    [0, '0'],
    [0.5, '½'],
    [2.75, '2¾'],
  ])('%s -> %s', (n, s) => {
    expect(formatAmount(n)).toBe(s);
  });
});
