import { describe, expect, it } from 'vitest';
import { greetingAt, greetingFor } from './greeting';

describe('greetingFor', () => {
  it('greets the morning, afternoon and evening', () => {
    expect(greetingFor(5)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
  });

  it('never says "Good evening" after midnight', () => {
    for (const hour of [0, 1, 2, 3, 4]) expect(greetingFor(hour)).toBe('Hello');
  });
});

describe('greetingAt: the hour in the account zone, not the device', () => {
  // 18:46 UTC is 00:16 in India and 13:46 in New York.
  const at = new Date('2026-11-24T18:46:00.000Z');
  it('greets by the account zone', () => {
    expect(greetingAt(at, 'Asia/Kolkata')).toBe('Hello');
    expect(greetingAt(at, 'America/New_York')).toBe('Good afternoon');
    expect(greetingAt(new Date('2026-11-24T23:30:00.000Z'), 'Asia/Kolkata')).toBe('Good morning');
  });
});
