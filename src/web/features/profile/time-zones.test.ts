import { describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n/i18n';
import { describeTimeZone, TIME_ZONE_OPTIONS, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  it('lists IST first and only real IANA zones', () => {
    expect(TIME_ZONE_OPTIONS[0]?.value).toBe('Asia/Kolkata');
    for (const { value } of TIME_ZONE_OPTIONS) {
      expect(() => new Intl.DateTimeFormat('en-IN', { timeZone: value })).not.toThrow();
    }
  });

  it("adds the account's own zone when it is not listed", () => {
    expect(timeZoneOptions('Asia/Kolkata')).toBe(TIME_ZONE_OPTIONS);
    expect(timeZoneOptions('Africa/Nairobi').at(-1)).toEqual({
      value: 'Africa/Nairobi',
      label: 'Africa/Nairobi',
    });
  });

  it('describes a zone as the list shows it', () => {
    expect(describeTimeZone(i18n, 'Asia/Kolkata')).toBe('India (IST) · Asia/Kolkata');
    expect(describeTimeZone(i18n, 'UTC')).toBe('UTC');
    expect(describeTimeZone(i18n, 'Africa/Nairobi')).toBe('Africa/Nairobi');
  });
});
