import { describe, expect, it } from 'vitest';
import {
  fromDateTimeInput,
  TIMED_FIELDS,
  timedInput,
  timedValues,
  toDateTimeInput,
  todayIn,
} from './zoned-input';

describe('datetime-local on the user clock', () => {
  const instant = new Date('2026-11-22T10:35:00Z');

  it('shows an instant in IST whatever the device zone', () => {
    expect(toDateTimeInput(instant, 'Asia/Kolkata')).toBe('2026-11-22T16:05');
    expect(toDateTimeInput('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-23T01:30');
    expect(toDateTimeInput('not a date', 'Asia/Kolkata')).toBe('');
  });

  it('reads the typed time in the user zone', () => {
    expect(fromDateTimeInput('2026-11-22T16:05', 'Asia/Kolkata')).toBe('2026-11-22T10:35:00.000Z');
    expect(fromDateTimeInput('2026-07-01T08:00', 'America/New_York')).toBe(
      '2026-07-01T12:00:00.000Z',
    );
  });

  it('round-trips', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York']) {
      expect(fromDateTimeInput(toDateTimeInput(instant, zone), zone)).toBe(instant.toISOString());
    }
  });

  it('answers null for text that is not a date and time', () => {
    expect(fromDateTimeInput('', 'Asia/Kolkata')).toBeNull();
    expect(fromDateTimeInput('2026-11-22', 'Asia/Kolkata')).toBeNull();
    expect(fromDateTimeInput('2026-02-30T10:00', 'Asia/Kolkata')).toBeNull();
  });

  it("knows today's date in the zone", () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('UTC', new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-22');
  });
});

describe('the fields every timed reading form has', () => {
  const zone = 'Asia/Kolkata';

  it('starts a new reading now, for the chosen member, without notes', () => {
    expect(
      timedValues({ memberId: 'm1', measuredAt: new Date('2026-11-22T10:35:00Z') }, zone),
    ).toEqual({
      memberId: 'm1',
      measuredAt: '2026-11-22T16:05',
      notes: '',
    });
  });

  it("shows a stored reading's time on the user clock, and no notes as empty text", () => {
    const stored = { memberId: 'm2', measuredAt: '2026-11-22T20:00:00Z', notes: null };
    const shown = timedValues(stored, zone);
    expect(shown).toEqual({ memberId: 'm2', measuredAt: '2026-11-23T01:30', notes: '' });
    expect(timedValues({ ...stored, notes: 'after a walk' }, zone).notes).toBe('after a walk');
  });

  it('sends the typed time as an instant, and a bad one as empty text for the schema to name', () => {
    const values = { memberId: 'm1', measuredAt: '2026-11-22T16:05', notes: 'n' };
    const sent = timedInput(values, zone);
    expect(sent).toEqual({ memberId: 'm1', measuredAt: '2026-11-22T10:35:00.000Z', notes: 'n' });
    expect(timedInput({ ...values, measuredAt: '22/11/2026' }, zone).measuredAt).toBe('');
  });

  it('names every field it makes', () => {
    expect([...TIMED_FIELDS].sort()).toEqual(
      Object.keys(timedValues({ memberId: 'm', measuredAt: new Date() }, zone)).sort(),
    );
  });
});
