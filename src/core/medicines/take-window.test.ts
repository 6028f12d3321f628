import { describe, expect, it } from 'vitest';
import { canTakeNow, isTooFarAhead, LOG_AHEAD_MS, TAKE_EARLY_MS } from './take-window';

// 22 Nov 2026, 8:00 pm IST.
const eightPmIst = '2026-11-22T14:30:00.000Z';
const at = Date.parse(eightPmIst);

describe('when a dose can be marked Taken', () => {
  it('the app offers Taken from one hour before the dose, and after it', () => {
    expect(TAKE_EARLY_MS).toBe(60 * 60 * 1000);
    expect(canTakeNow(eightPmIst, new Date(at - TAKE_EARLY_MS))).toBe(true);
    expect(canTakeNow(eightPmIst, new Date(at - TAKE_EARLY_MS - 1))).toBe(false);
    expect(canTakeNow(eightPmIst, new Date(at + 90 * 60_000))).toBe(true);
    expect(canTakeNow('nonsense', new Date(at))).toBe(false);
  });

  it('the server takes a log up to a day ahead of the dose', () => {
    const scheduled = new Date(at);
    expect(LOG_AHEAD_MS).toBe(24 * 60 * 60 * 1000);
    expect(isTooFarAhead(scheduled, new Date(at - LOG_AHEAD_MS))).toBe(false);
    expect(isTooFarAhead(scheduled, new Date(at - LOG_AHEAD_MS - 1))).toBe(true);
    expect(isTooFarAhead(scheduled, new Date(at + 1))).toBe(false);
  });

  it('every Taken the app offers is one the server takes', () => {
    expect(TAKE_EARLY_MS).toBeLessThan(LOG_AHEAD_MS);
    const earliestOffered = new Date(at - TAKE_EARLY_MS);
    expect(canTakeNow(eightPmIst, earliestOffered)).toBe(true);
    expect(isTooFarAhead(new Date(at), earliestOffered)).toBe(false);
  });
});
