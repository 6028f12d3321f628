import { describe, expect, it } from 'vitest';
import { periodText } from '@core/health/cycle';
import { averageBasis, cyclesUsed, lateText, memberPeriodText } from './prediction-text';

describe('averageBasis', () => {
  it('explains the 28-day default before two cycles exist', () => {
    expect(averageBasis(0)).toBe('28-day default until you log more');
    expect(averageBasis(1)).toBe('28-day default until you log more');
  });
  it('names the number of cycles once the average is personal', () => {
    expect(averageBasis(2)).toBe('Based on 2 cycles');
    expect(averageBasis(6)).toBe('Based on 6 cycles');
  });
});

describe('cyclesUsed', () => {
  const periods = [
    { startDate: '2026-09-01' },
    { startDate: '2026-09-30', excluded: true },
    { startDate: '2026-10-28' },
    { startDate: '2026-11-27' },
  ];
  it("takes the API's answer when it gives one", () => {
    expect(cyclesUsed(5, periods)).toBe(5);
  });
  it('otherwise counts the cycles that are not excluded', () => {
    expect(cyclesUsed(undefined, periods)).toBe(2);
    expect(cyclesUsed(null, [])).toBe(0);
  });
});

describe('lateText', () => {
  it('says nothing until the expected day has passed', () => {
    expect(lateText(2)).toBeNull();
    expect(lateText(0)).toBeNull();
  });
  it('counts the days late', () => {
    expect(lateText(-1)).toBe('Expected 1 day ago. Log the start when it comes.');
    expect(lateText(-4)).toBe('Expected 4 days ago. Log the start when it comes.');
  });
});

describe('memberPeriodText for the account holder', () => {
  it('is core’s periodText (spec §9) word for word in English, for every count', () => {
    for (const days of [-3, -1, 0, 1, 2, 5, 28]) {
      expect(memberPeriodText(days, true)).toBe(periodText(days));
    }
  });
});
