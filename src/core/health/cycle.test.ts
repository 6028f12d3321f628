import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { cyclesFrom, periodReminder, periodText, predictPeriod, type LoggedPeriod } from './cycle';

/** Period starts from a first date and the gaps between them. */
function starts(first: string, gaps: number[], excluded: number[] = []): LoggedPeriod[] {
  const out: LoggedPeriod[] = [{ startDate: first, excluded: excluded.includes(0) }];
  let d = first;
  gaps.forEach((g, i) => {
    d = addDays(d, g);
    out.push({ startDate: d, excluded: excluded.includes(i + 1) });
  });
  return out;
}

describe('cyclesFrom', () => {
  it('measures start to next start, sorted, with duplicates of a start dropped', () => {
    const cycles = cyclesFrom([
      { startDate: '2026-02-26', endDate: '2026-03-02' },
      { startDate: '2026-01-01', endDate: '2026-01-05', excluded: true },
      { startDate: '2026-01-29' },
      { startDate: '2026-01-29', endDate: '2026-02-02' },
    ]);
    expect(cycles).toEqual([
      { startDate: '2026-01-01', nextStartDate: '2026-01-29', length: 28, excluded: true },
      { startDate: '2026-01-29', nextStartDate: '2026-02-26', length: 28, excluded: false },
    ]);
  });
  it('skips entries whose date does not exist', () => {
    expect(cyclesFrom([{ startDate: '2026-02-30' }, { startDate: '2026-03-01' }])).toEqual([]);
  });
});

describe('predictPeriod: not enough data', () => {
  it('answers nulls when no period is logged', () => {
    expect(predictPeriod([], '2026-03-01')).toEqual({
      nextStart: null,
      windowStart: null,
      windowEnd: null,
      ovulation: null,
      fertileStart: null,
      fertileEnd: null,
      averageCycleLength: null,
      irregular: null,
      daysUntilDue: null,
      cyclesUsed: null,
    });
  });
  it('one period: 28 days, a ±3-day window', () => {
    const p = predictPeriod([{ startDate: '2026-03-01' }], '2026-03-10');
    expect(p).toMatchObject({
      nextStart: '2026-03-29',
      windowStart: '2026-03-26',
      windowEnd: '2026-04-01',
      averageCycleLength: 28,
      irregular: false,
      daysUntilDue: 19,
      cyclesUsed: 0,
    });
  });
  it('one cycle (two periods 33 days apart) still uses 28: a mean needs 2 cycles', () => {
    const p = predictPeriod(starts('2026-01-01', [33]), '2026-02-03');
    expect(p.averageCycleLength).toBe(28);
    expect(p.nextStart).toBe('2026-03-03');
    expect(p.cyclesUsed).toBe(1);
  });
  it('2 cycles give a personal mean', () => {
    const p = predictPeriod(starts('2026-01-01', [30, 32]), '2026-03-04');
    expect(p.averageCycleLength).toBe(31);
    expect(p.cyclesUsed).toBe(2);
    expect(p.nextStart).toBe(addDays('2026-03-04', 31));
  });
});

describe('predictPeriod: mean, window, ovulation, fertile window', () => {
  it('four periods 28-31 days apart (the issue journey)', () => {
    // Starts 1 Jan, 29 Jan (+28), 1 Mar (+31), 30 Mar (+29): mean 29.3 -> 29, SD 1.25 -> ±2.
    const p = predictPeriod(starts('2026-01-01', [28, 31, 29]), '2026-04-26');
    expect(p).toEqual({
      nextStart: '2026-04-28',
      windowStart: '2026-04-26',
      windowEnd: '2026-04-30',
      ovulation: '2026-04-14',
      fertileStart: '2026-04-09',
      fertileEnd: '2026-04-15',
      averageCycleLength: 29,
      irregular: false,
      daysUntilDue: 2,
      cyclesUsed: 3,
    });
  });
  it('rounds a half-day mean up (28.5 -> 29)', () => {
    expect(predictPeriod(starts('2026-01-01', [28, 29]), '2026-02-28').averageCycleLength).toBe(29);
  });
  it('averages only the last 6 counted cycles', () => {
    const p = predictPeriod(starts('2025-01-01', [45, 45, 28, 28, 28, 28, 28, 28]), '2025-09-01');
    expect(p.averageCycleLength).toBe(28);
    expect(p.cyclesUsed).toBe(6);
    expect(p.irregular).toBe(false);
  });
  it('an excluded cycle counts for nothing (a missed log of 56 days)', () => {
    // The 2nd period's cycle ran 56 days (the next one was not logged) and is excluded.
    const p = predictPeriod(starts('2026-01-01', [28, 56, 28, 28], [1]), '2026-05-20');
    expect(p.averageCycleLength).toBe(28);
    expect(p.irregular).toBe(false);
    expect(p.cyclesUsed).toBe(3);
  });
  it('excluding cycles down to fewer than 2 falls back to 28', () => {
    const p = predictPeriod(starts('2026-01-01', [40, 30], [0]), '2026-03-15');
    expect(p.averageCycleLength).toBe(28);
    expect(p.cyclesUsed).toBe(1);
  });
  it('the last period still anchors the prediction when it is excluded', () => {
    const p = predictPeriod(starts('2026-01-01', [28, 28], [2]), '2026-02-26');
    expect(p.nextStart).toBe('2026-03-26');
  });
  it('window is at least ±1 day (identical cycles) and at most ±7', () => {
    const same = predictPeriod(starts('2026-01-01', [28, 28, 28]), '2026-03-26');
    expect([same.windowStart, same.nextStart, same.windowEnd]).toEqual([
      '2026-04-22',
      '2026-04-23',
      '2026-04-24',
    ]);
    // Cycles 20 and 40: mean 30, SD 10, held to 7.
    const wide = predictPeriod(starts('2026-01-01', [20, 40]), '2026-03-02');
    expect(wide.nextStart).toBe('2026-04-01');
    expect(wide.windowStart).toBe('2026-03-25');
    expect(wide.windowEnd).toBe('2026-04-08');
  });
  it('window is the standard deviation rounded up (SD exactly 1 -> ±1, 1.25 -> ±2)', () => {
    const sd1 = predictPeriod(starts('2026-01-01', [28, 30]), '2026-03-01');
    expect(sd1.windowStart).toBe(addDays(sd1.nextStart ?? '', -1));
  });
  it('daysUntilDue goes negative when the period is late (the prediction does not move)', () => {
    const p = predictPeriod(starts('2026-01-01', [28, 28]), '2026-03-30');
    expect(p.nextStart).toBe('2026-03-26');
    expect(p.daysUntilDue).toBe(-4);
  });
});

describe('irregular flag', () => {
  const irregular = (gaps: number[]) =>
    predictPeriod(starts('2025-01-01', gaps), '2025-12-31').irregular;
  it('shortest to longest 7 days apart is regular, 8 is irregular', () => {
    expect(irregular([24, 31])).toBe(false);
    expect(irregular([24, 32])).toBe(true);
  });
  it('21 and 35 are regular lengths, 20 and 36 are not', () => {
    expect(irregular([21, 21])).toBe(false);
    expect(irregular([35, 35])).toBe(false);
    expect(irregular([20, 21])).toBe(true);
    expect(irregular([35, 36])).toBe(true);
  });
  it('a single cycle outside 21-35 is already flagged', () => {
    expect(irregular([36])).toBe(true);
    expect(irregular([35])).toBe(false);
  });
});

describe('periodReminder (spec §9: 2 days before)', () => {
  const at = (nextStart: string) =>
    predictPeriod([{ startDate: addDays(nextStart, -28) }], '2026-01-01');
  it.each([
    ['2026-03-13', false, 3],
    ['2026-03-12', true, 2],
    ['2026-03-10', true, 0],
    ['2026-03-03', true, -7],
    ['2026-03-02', false, -8],
  ])('next start %s seen on 10 Mar: remind %s', (nextStart, shouldRemind, daysUntilDue) => {
    expect(periodReminder(at(nextStart), '2026-03-10')).toEqual({ shouldRemind, daysUntilDue });
  });
  it('no prediction, no reminder', () => {
    expect(periodReminder(predictPeriod([], '2026-03-10'), '2026-03-10')).toEqual({
      shouldRemind: false,
      daysUntilDue: null,
    });
  });
});

describe('periodText (spec §9 wording)', () => {
  it.each([
    [-3, 'Your period is due today'],
    [0, 'Your period is due today'],
    [1, 'Your period is due in 1 day(s)'],
    [2, 'Your period is due in 2 day(s)'],
  ])('%i -> %s', (days, text) => {
    expect(periodText(days)).toBe(text);
  });
});
