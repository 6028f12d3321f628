import { describe, expect, it } from 'vitest';
import { tracksPeriods } from './tracks-periods';

describe('who is offered period tracking', () => {
  it('offers it to everyone but men, and to anyone with periods logged', () => {
    expect(tracksPeriods({ gender: 'female' })).toBe(true);
    expect(tracksPeriods({ gender: 'other' })).toBe(true);
    expect(tracksPeriods({ gender: null })).toBe(true);
    expect(tracksPeriods({ gender: 'male' })).toBe(false);
    expect(tracksPeriods({ gender: 'male' }, true)).toBe(true);
  });
});
