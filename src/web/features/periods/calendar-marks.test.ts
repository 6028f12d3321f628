import { describe, expect, it } from 'vitest';
import { predictPeriod } from '@core/health/cycle';
import {
  buildCalendarMarks,
  DEFAULT_PERIOD_DAYS,
  describeMark,
  markOf,
  periodLength,
  typicalPeriodLength,
} from './calendar-marks';

const periods = [
  { startDate: '2026-09-01', endDate: '2026-09-05' },
  { startDate: '2026-09-30', endDate: '2026-10-04' },
  { startDate: '2026-10-28', endDate: '2026-11-01' },
  { startDate: '2026-11-27', endDate: '2026-12-01' },
];

describe('periodLength and typicalPeriodLength', () => {
  it('counts the first and the last day', () => {
    expect(periodLength({ startDate: '2026-11-27', endDate: '2026-12-01' })).toBe(5);
    expect(periodLength({ startDate: '2026-11-27', endDate: '2026-11-27' })).toBe(1);
  });
  it('ignores a missing or broken end date', () => {
    expect(periodLength({ startDate: '2026-11-27', endDate: null })).toBeNull();
    expect(periodLength({ startDate: '2026-11-27', endDate: '2026-11-20' })).toBeNull();
  });
  it('uses 5 days until an end date is logged, then the mean of recent periods', () => {
    expect(typicalPeriodLength([{ startDate: '2026-11-27' }])).toBe(DEFAULT_PERIOD_DAYS);
    expect(
      typicalPeriodLength([
        { startDate: '2026-10-01', endDate: '2026-10-03' },
        { startDate: '2026-11-01', endDate: '2026-11-04' },
      ]),
    ).toBe(4); // (3 + 4) / 2 = 3.5, rounded half up
  });
});

describe('buildCalendarMarks', () => {
  const prediction = predictPeriod(periods, '2026-12-10');
  const marks = buildCalendarMarks(periods, prediction);

  it('agrees with the core prediction used by the API', () => {
    // Cycles 29, 28, 30 days: mean 29, so 27 Nov + 29 = 26 Dec.
    expect(prediction.nextStart).toBe('2026-12-26');
    expect(prediction.ovulation).toBe('2026-12-12');
  });

  it('marks every logged day, first and last included, across a month boundary', () => {
    for (const day of ['2026-11-27', '2026-11-30', '2026-12-01']) {
      expect(markOf(marks, day).kind).toBe('logged');
    }
    expect(markOf(marks, '2026-12-02').kind).not.toBe('logged');
  });

  it('marks the predicted period for the typical length from the next start', () => {
    expect(markOf(marks, '2026-12-26').kind).toBe('predicted');
    expect(markOf(marks, '2026-12-30').kind).toBe('predicted');
    expect(markOf(marks, '2026-12-31').kind).toBeNull();
  });

  it('marks the fertile window, with the ovulation day stronger than fertile', () => {
    expect(markOf(marks, '2026-12-06').kind).toBeNull();
    expect(markOf(marks, '2026-12-07').kind).toBe('fertile');
    expect(markOf(marks, '2026-12-12').kind).toBe('ovulation');
    expect(markOf(marks, '2026-12-13').kind).toBe('fertile');
    expect(markOf(marks, '2026-12-14').kind).toBeNull();
  });

  it('flags the window around the next start without hiding the day kind', () => {
    expect(prediction.windowStart).toBe('2026-12-25');
    expect(markOf(marks, '2026-12-25')).toEqual({ kind: null, inWindow: true });
    expect(markOf(marks, '2026-12-26')).toEqual({ kind: 'predicted', inWindow: true });
    expect(markOf(marks, '2026-12-28').inWindow).toBe(false);
  });

  it('lets a logged day win over a prediction on the same day', () => {
    const early = [...periods, { startDate: '2026-12-26', endDate: null }];
    const m = buildCalendarMarks(early, prediction);
    expect(markOf(m, '2026-12-26').kind).toBe('logged');
    expect(markOf(m, '2026-12-27').kind).toBe('predicted');
  });

  it('marks only the first day of a period without an end date', () => {
    const m = buildCalendarMarks([{ startDate: '2026-12-05', endDate: null }], null);
    expect(markOf(m, '2026-12-05').kind).toBe('logged');
    expect(markOf(m, '2026-12-06').kind).toBeNull();
  });

  it('marks nothing when nothing is logged', () => {
    expect(buildCalendarMarks([], predictPeriod([], '2026-12-10')).size).toBe(0);
  });
});

describe('describeMark', () => {
  it('reads today, the kind and the window', () => {
    expect(describeMark({ kind: 'predicted', inWindow: true }, true)).toBe(
      'Today, Predicted period, Next period may start',
    );
    expect(describeMark({ kind: null, inWindow: false }, false)).toBe('');
  });
});
