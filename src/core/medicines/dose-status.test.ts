import { describe, expect, it } from 'vitest';
import {
  doseKey,
  doseState,
  indexLogs,
  isDue,
  isOverdue,
  MISSED_AFTER_MS,
  percentage,
} from './dose-status';

const at = new Date('2026-11-22T02:30:00Z');
const after = (ms: number): Date => new Date(at.getTime() + ms);

describe('overdue after 2 hours (PRODUCT §4)', () => {
  it('is two hours', () => {
    expect(MISSED_AFTER_MS).toBe(7_200_000);
  });
  it('1 ms short of two hours is not overdue; exactly two hours is', () => {
    expect(isOverdue(at, after(MISSED_AFTER_MS - 1))).toBe(false);
    expect(isOverdue(at, after(MISSED_AFTER_MS))).toBe(true);
  });
  it('a future dose is not overdue', () => {
    expect(isOverdue(at, after(-1))).toBe(false);
  });
  it('is due from its time until it is overdue', () => {
    expect(isDue(at, after(-1))).toBe(false);
    expect(isDue(at, at)).toBe(true);
    expect(isDue(at, after(MISSED_AFTER_MS - 1))).toBe(true);
    expect(isDue(at, after(MISSED_AFTER_MS))).toBe(false);
  });
});

describe('matching logs to doses', () => {
  const med = 'm1';
  it('matches to the minute, whatever the seconds or the string form', () => {
    expect(doseKey(med, at)).toBe(doseKey(med, '2026-11-22T02:30:00.000Z'));
    expect(doseKey(med, at)).toBe(doseKey(med, '2026-11-22T08:00:59+05:30'));
    expect(doseKey(med, at)).not.toBe(doseKey(med, '2026-11-22T02:31:00Z'));
    expect(doseKey(med, at)).not.toBe(doseKey('m2', at));
  });
  it('taken beats missed in either order; added says nothing', () => {
    const t = '2026-11-22T02:30:00Z';
    const a = indexLogs([
      { medicationId: med, scheduledTime: t, status: 'missed' },
      { medicationId: med, scheduledTime: t, status: 'taken' },
    ]);
    const b = indexLogs([
      { medicationId: med, scheduledTime: t, status: 'taken' },
      { medicationId: med, scheduledTime: t, status: 'missed' },
    ]);
    expect(a.get(doseKey(med, t))).toBe('taken');
    expect(b.get(doseKey(med, t))).toBe('taken');
    expect(indexLogs([{ medicationId: med, scheduledTime: t, status: 'added' }]).size).toBe(0);
    expect(indexLogs([{ medicationId: med, scheduledTime: t, status: 'skipped' }]).size).toBe(0);
  });
  it('a dose is taken, missed (logged or two hours late) or pending', () => {
    const index = indexLogs([{ medicationId: med, scheduledTime: at, status: 'taken' }]);
    expect(doseState(index, med, at, after(1))).toBe('taken');
    expect(doseState(index, 'm2', at, after(1))).toBe('pending');
    expect(doseState(index, 'm2', at, after(MISSED_AFTER_MS))).toBe('missed');
    const missed = indexLogs([{ medicationId: med, scheduledTime: at, status: 'missed' }]);
    expect(doseState(missed, med, at, after(1))).toBe('missed');
  });
});

describe('percentage', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [1, 200, 1],
    [1, 1000, 1],
    [199, 200, 99],
    [719, 720, 99],
    [5, 4, 100],
  ])('%s of %s is %s', (part, whole, pct) => {
    expect(percentage(part, whole)).toBe(pct);
  });
});
