// The app sets up Lingui's instance at start-up (lib/i18n/i18n.ts); dose-time.ts uses it.
import '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDoseTime, localDay } from './dose-time';

// 22 Nov 2026, 8:00 pm IST.
const eightPmIst = '2026-11-22T14:30:00.000Z';

describe('dose times in the user zone (PRODUCT §1)', () => {
  it("formats like '8:00 pm' in IST by default", () => {
    expect(formatClock(eightPmIst)).toBe('8:00 pm');
    expect(formatClock('2026-11-22T02:35:00.000Z')).toBe('8:05 am');
  });

  it('follows the given zone, and falls back to IST for an unknown one', () => {
    expect(formatClock(eightPmIst, 'Europe/London')).toBe('2:30 pm');
    expect(formatClock(eightPmIst, 'Not/AZone')).toBe('8:00 pm');
    expect(formatClock('nonsense')).toBe('');
  });

  it('knows the local day', () => {
    expect(localDay(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(localDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-22T18:30:00Z'), 'UTC')).toBe('2026-11-22');
  });

  it('says tomorrow and yesterday against the local day', () => {
    const now = new Date('2026-11-22T17:00:00Z'); // 10:30 pm IST
    expect(formatDoseTime(eightPmIst, now)).toBe('8:00 pm');
    expect(formatDoseTime('2026-11-23T02:30:00Z', now)).toBe('tomorrow 8:00 am');
    expect(formatDoseTime('2026-11-21T16:30:00Z', now)).toBe('yesterday 10:00 pm');
  });
});
