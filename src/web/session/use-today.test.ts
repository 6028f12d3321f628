import { describe, expect, it } from 'vitest';
import { localDay } from '@core/medicines/time-zone';
import { dayInZone } from './use-today';

describe('dayInZone', () => {
  it('gives the IST date, which is ahead of UTC after 18:30 UTC', () => {
    expect(dayInZone(new Date('2026-11-22T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dayInZone(new Date('2026-11-22T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
  });
  it('agrees with the core rule in other zones', () => {
    const at = new Date('2026-03-08T07:30:00Z');
    for (const zone of [
      'America/New_York',
      'Europe/London',
      'Asia/Kathmandu',
      'Pacific/Kiritimati',
    ]) {
      expect(dayInZone(at, zone)).toBe(localDay(at, zone));
    }
  });
  it('falls back to IST for a zone the browser does not know', () => {
    expect(dayInZone(new Date('2026-11-22T20:00:00Z'), 'Mars/Olympus')).toBe('2026-11-23');
  });
});
