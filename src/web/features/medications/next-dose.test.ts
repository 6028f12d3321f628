import { describe, expect, it } from 'vitest';
import type { Medication } from '@core/contract/medicines';
import { describeNextDose, describeStock, formatClock } from './next-dose';

const IST = 'Asia/Kolkata';

describe('formatClock', () => {
  it('writes times as 8:00 pm (PRODUCT §1)', () => {
    expect(formatClock('20:00')).toBe('8:00 pm');
    expect(formatClock('08:05')).toBe('8:05 am');
    expect(formatClock('00:30')).toBe('12:30 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
  });
});

describe('describeNextDose in IST', () => {
  // 22 Nov 2026, 3:30 pm IST.
  const now = new Date('2026-11-22T10:00:00Z');

  it('says Today with the countdown for a dose later today', () => {
    expect(describeNextDose('2026-11-22T14:30:00.000Z', now, IST)).toEqual({
      when: '8:00 pm, Today',
      countdown: 'in 4 h 30 min',
      due: false,
    });
  });

  it('says Tomorrow for 8 am the next morning', () => {
    const next = describeNextDose('2026-11-23T02:30:00.000Z', now, IST);
    expect(next.when).toBe('8:00 am, Tomorrow');
    expect(next.countdown).toBe('in 16 h 30 min');
  });

  it('uses the IST day, not the UTC day, around midnight', () => {
    // 11:30 pm IST; the dose at 12:15 am IST is tomorrow although both are 22 Nov in UTC.
    const late = new Date('2026-11-22T18:00:00Z');
    const next = describeNextDose('2026-11-22T18:45:00.000Z', late, IST);
    expect(next.when).toBe('12:15 am, Tomorrow');
    expect(next.countdown).toBe('in 45 min');
  });

  it('names the day for a dose further away', () => {
    expect(describeNextDose('2026-11-25T02:30:00.000Z', now, IST).when).toBe(
      '8:00 am, Wed, 25 Nov',
    );
  });

  it('is due when the time has come', () => {
    expect(describeNextDose('2026-11-22T10:00:00.000Z', now, IST)).toMatchObject({
      countdown: 'now',
      due: true,
    });
  });

  it("follows the user's zone, and IST when the zone is unknown", () => {
    expect(describeNextDose('2026-11-22T14:30:00.000Z', now, 'America/New_York').when).toBe(
      '9:30 am, Today',
    );
    expect(describeNextDose('2026-11-22T14:30:00.000Z', now, 'Not/AZone').when).toBe(
      '8:00 pm, Today',
    );
  });
});

const med = (over: Partial<Medication>): Medication => ({
  id: 'm1',
  memberId: 'self',
  name: 'Amlodipine',
  dosage: '5 mg',
  frequency: 'Twice daily',
  instructions: '',
  withFood: false,
  color: 'blue',
  times: ['08:00', '20:00'],
  weekdays: null,
  asNeeded: false,
  quantities: null,
  notation: null,
  startDate: '2026-11-01',
  endDate: null,
  stock: null,
  refillThreshold: 7,
  notes: '',
  active: true,
  nextDoseAt: null,
  ceilings: [],
  ...over,
});

describe('describeStock', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('shows nothing when stock is not tracked', () => {
    expect(describeStock(med({ stock: null }), now, IST)).toEqual({
      left: null,
      refillSoon: false,
    });
  });

  it('asks for a refill when the stock lasts the threshold or fewer days', () => {
    // Twice a day: 14 tablets last 7 days, the threshold.
    expect(describeStock(med({ stock: 14 }), now, IST)).toEqual({
      left: '14 left · about 7 days',
      refillSoon: true,
    });
    expect(describeStock(med({ stock: 16 }), now, IST)).toEqual({
      left: '16 left · about 8 days',
      refillSoon: false,
    });
  });

  it('writes halves as ½ and needs no refill when the course ends first', () => {
    const course = med({ stock: 4.5, endDate: '2026-11-23' });
    expect(describeStock(course, now, IST)).toEqual({
      left: '4½ left · about 2 days',
      refillSoon: false,
    });
  });
});
