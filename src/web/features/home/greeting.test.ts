import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

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
