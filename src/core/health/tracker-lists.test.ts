import { describe, expect, it } from 'vitest';
import { daysBackFrom, isListTracker, listUrl, openingLists } from './tracker-lists';

const M = '0b5c1e3a-4d6f-4a8b-9c0d-1e2f3a4b5c6d';

describe('the lists a tracker tab opens with', () => {
  it('are the first page of history and the last 30 days from midnight on the user clock', () => {
    // 25 Nov 2026, 02:00 in India (20:30 UTC the day before): 30 days back is 26 Oct, IST.
    const now = new Date('2026-11-24T20:30:00Z');
    expect(openingLists('blood-pressure', M, now, 'Asia/Kolkata')).toEqual([
      { memberId: M, limit: 20 },
      { memberId: M, from: '2026-10-25T18:30:00.000Z', limit: 1000 },
    ]);
    // The same instant in London is still 24 Nov: the window starts a day earlier, at a
    // midnight still in summer time (BST ended at 01:00 on 25 Oct 2026).
    expect(daysBackFrom(30, now, 'Europe/London')).toBe('2026-10-24T23:00:00.000Z');
  });

  it('keep the same key all day: one minute before and after midnight differ, within a day not', () => {
    const tz = 'Asia/Kolkata';
    const justBefore = daysBackFrom(30, new Date('2026-11-24T18:29:00Z'), tz);
    const justAfter = daysBackFrom(30, new Date('2026-11-24T18:30:00Z'), tz);
    expect(justAfter).not.toBe(justBefore);
    expect(daysBackFrom(30, new Date('2026-11-25T18:29:00Z'), tz)).toBe(justAfter);
  });

  it('are one whole list for eye tests', () => {
    expect(openingLists('eye-sight', M, new Date(), 'Asia/Kolkata')).toEqual([
      { memberId: M, limit: 200 },
    ]);
  });

  it('spell their URLs as the app sends them', () => {
    expect(listUrl('weight-height', { memberId: M, limit: 20 })).toBe(
      `/api/body-measurements?memberId=${M}&limit=20`,
    );
    expect(
      listUrl('sugar-levels', { memberId: M, from: '2026-10-25T18:30:00.000Z', limit: 5 }),
    ).toBe(`/api/sugar-levels?memberId=${M}&limit=5&from=2026-10-25T18%3A30%3A00.000Z`);
  });

  it('exist for the four list tabs only', () => {
    expect(
      ['blood-pressure', 'sugar-levels', 'weight-height', 'eye-sight'].every(isListTracker),
    ).toBe(true);
    expect(isListTracker('period-tracker')).toBe(false);
    expect(isListTracker('toString')).toBe(false);
    expect(isListTracker(null)).toBe(false);
  });
});
