import { describe, expect, it } from 'vitest';
import { doseClock } from './emails';

// 22 Nov 2026, 10:45 am and 8:00 pm IST.
const MORNING = new Date('2026-11-22T05:15:00Z');
const EVENING = new Date('2026-11-22T14:30:00Z');

describe("a missed dose's time in the caregiver's language", () => {
  it('reads "10:45 am" in English', () => {
    expect(doseClock(MORNING, 'Asia/Kolkata', 'en')).toBe('10:45 am');
  });

  it('says the part of the day in Hindi words, never am/pm', () => {
    expect(doseClock(MORNING, 'Asia/Kolkata', 'hi')).toBe('सुबह 10:45');
    expect(doseClock(EVENING, 'Asia/Kolkata', 'hi')).toBe('रात 8:00');
  });
});
