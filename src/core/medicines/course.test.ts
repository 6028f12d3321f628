import { describe, expect, it } from 'vitest';
import { dayStatistics } from './adherence';
import type { Course } from './course';
import { dosesOnDay, nextDose, type MedicationPlan } from './dose-times';
import type { DoseLogLike } from './dose-status';
import { dosesToMarkMissed, dueDoses } from './due-doses';
import { createSchedule, twiceDaily } from './schedule';

const IST = 'Asia/Kolkata';
const NY = 'America/New_York';
const MIN = 60_000;
/** 22 Nov 2026: 08:00 IST is 02:30Z, 20:00 IST is 14:30Z. */
const AM = new Date('2026-11-22T02:30:00.000Z');
const PM = new Date('2026-11-22T14:30:00.000Z');
const iso = (doses: { at: Date }[]): string[] => doses.map((d) => d.at.toISOString());
const after = (base: Date, ms: number): Date => new Date(base.getTime() + ms);

const plan = (course: Course): MedicationPlan => ({ id: 'bp', schedule: twiceDaily(), course });
const taken = (at: Date): DoseLogLike => ({
  medicationId: 'bp',
  scheduledTime: at.toISOString(),
  status: 'taken',
});

/**
 * A 08:00/20:00 medicine added on its start day some time after 08:00 IST. The 08:00 dose
 * exists while it was still due when the medicine was added (under two hours late).
 */
describe('a medicine added after its dose time (IST)', () => {
  const cases = [
    { added: 'exactly at the dose time', ms: 0, exists: true, beforeAdded: false },
    { added: 'in the same minute, 30 s after', ms: 30_000, exists: true, beforeAdded: true },
    { added: '1 min after', ms: MIN, exists: true, beforeAdded: true },
    { added: '1 h 59 min after', ms: 119 * MIN, exists: true, beforeAdded: true },
    { added: '1 ms short of 2 h after', ms: 120 * MIN - 1, exists: true, beforeAdded: true },
    { added: '2 h after', ms: 120 * MIN, exists: false, beforeAdded: false },
    { added: '2 h 1 min after', ms: 121 * MIN, exists: false, beforeAdded: false },
  ];
  for (const c of cases) {
    const addedAt = after(AM, c.ms);
    const course = { startDate: '2026-11-22', addedAt };
    const med = plan(course);
    const noon = new Date('2026-11-22T06:30:00.000Z'); // 12:00 IST: the 08:00 dose is 4 h old

    it(`added ${c.added}: today's 08:00 dose ${c.exists ? 'exists' : 'does not exist'}`, () => {
      const ordinary = c.exists && !c.beforeAdded;
      const today = iso(dosesOnDay(med.schedule, course, '2026-11-22', IST));
      expect(today).toEqual(c.exists ? [AM, PM].map((d) => d.toISOString()) : [PM.toISOString()]);

      // From the moment it is added: reminded, first of Home's next doses, counted as pending.
      const due = dueDoses([med], [], addedAt, IST);
      expect(iso(due.map((d) => d.dose))).toEqual(c.exists ? [AM.toISOString()] : []);
      const s = dayStatistics([med], [], addedAt, IST);
      expect(s.upcoming[0]?.dose.at.toISOString()).toBe((c.exists ? AM : PM).toISOString());
      expect(s).toMatchObject({ totalMedications: c.exists ? 2 : 1, missedToday: 0 });
      // What the medication card's next dose is computed from: doses still due count.
      const next = nextDose(med.schedule, course, after(addedAt, -120 * MIN + 1), IST);
      expect(next?.at.toISOString()).toBe((c.exists ? AM : PM).toISOString());

      // The missed-dose job logs only an ordinary dose missed.
      const since = new Date('2026-11-21T18:30:00.000Z');
      const missed = dosesToMarkMissed([med], [], since, noon, IST);
      expect(iso(missed.map((d) => d.dose))).toEqual(ordinary ? [AM.toISOString()] : []);

      // Unlogged at noon: an ordinary dose is missed; one from before adding drops out.
      expect(dayStatistics([med], [], noon, IST)).toMatchObject({
        totalMedications: ordinary ? 2 : 1,
        missedToday: ordinary ? 1 : 0,
        pendingToday: 1,
        takenToday: 0,
      });
      // Taken (on time or late): a taken dose of today.
      expect(dayStatistics([med], [taken(AM)], noon, IST)).toMatchObject(
        c.exists
          ? { totalMedications: 2, takenToday: 1, missedToday: 0, progressPercentage: 50 }
          : { totalMedications: 1, takenToday: 0 },
      );
    });
  }

  it('a dose due when the medicine was added but not taken expires two hours after its time', () => {
    const med = plan({ startDate: '2026-11-22', addedAt: after(AM, 5 * MIN) }); // added 08:05
    const justBefore = after(AM, 120 * MIN - 1);
    expect(dueDoses([med], [], justBefore, IST)).toHaveLength(1);
    expect(dayStatistics([med], [], justBefore, IST)).toMatchObject({
      totalMedications: 2,
      pendingToday: 2,
    });
    const expired = after(AM, 120 * MIN);
    expect(dueDoses([med], [], expired, IST)).toEqual([]);
    expect(dayStatistics([med], [], expired, IST)).toMatchObject({
      totalMedications: 1,
      pendingToday: 1,
      missedToday: 0,
    });
  });

  it('a logged "missed" on a dose from before adding does not count as missed either', () => {
    const med = plan({ startDate: '2026-11-22', addedAt: after(AM, 5 * MIN) });
    const missed: DoseLogLike = { ...taken(AM), status: 'missed' };
    const noon = new Date('2026-11-22T06:30:00.000Z');
    expect(dayStatistics([med], [missed], noon, IST)).toMatchObject({
      totalMedications: 1,
      missedToday: 0,
    });
    // While it was still due, the same log took it out of the reminders.
    expect(dueDoses([med], [], after(AM, 10 * MIN), IST)).toHaveLength(1);
    expect(dueDoses([med], [missed], after(AM, 10 * MIN), IST)).toEqual([]);
  });

  it("keeps to the start date: added at 00:30, yesterday's 23:30 dose is not in the course", () => {
    const late = createSchedule({ times: ['23:30'] });
    const addedAt = new Date('2026-11-21T19:00:00.000Z'); // 00:30 IST on the 22nd
    const from22nd = { startDate: '2026-11-22', addedAt };
    expect(dosesOnDay(late, from22nd, '2026-11-21', IST)).toEqual([]);
    // Back-dated to the 21st, that dose was still due when it was added: it exists.
    const from21st = { startDate: '2026-11-21', addedAt };
    expect(iso(dosesOnDay(late, from21st, '2026-11-21', IST))).toEqual([
      '2026-11-21T18:00:00.000Z',
    ]);
  });
});

describe('a medicine added across New York daylight saving: two real hours, not wall-clock', () => {
  it('spring forward, 8 Mar 2026: added 03:29 EDT, the 00:30 EST dose (1 h 59 min before) exists', () => {
    const s = createSchedule({ times: ['00:29', '00:30', '08:00'] });
    const addedAt = new Date('2026-03-08T07:29:00.000Z'); // 03:29 EDT
    const course = { startDate: '2026-03-08', addedAt };
    // 00:29 EST is 05:29Z, two real hours before: gone. 00:30 EST is 05:30Z: still due.
    expect(iso(dosesOnDay(s, course, '2026-03-08', NY))).toEqual([
      '2026-03-08T05:30:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ]);
    const med = { id: 'bp', schedule: s, course };
    expect(iso(dueDoses([med], [], addedAt, NY).map((d) => d.dose))).toEqual([
      '2026-03-08T05:30:00.000Z',
    ]);
    const later = new Date('2026-03-08T10:00:00.000Z');
    expect(dosesToMarkMissed([med], [], new Date('2026-03-08T05:00:00.000Z'), later, NY)).toEqual(
      [],
    );
  });

  it('fall back, 1 Nov 2026: added 01:10 EST, the 01:30 dose (01:30 EDT, 40 min before) exists', () => {
    const s = createSchedule({ times: ['00:00', '01:30', '08:00'] });
    const addedAt = new Date('2026-11-01T06:10:00.000Z'); // 01:10 EST, the second 01:10
    const course = { startDate: '2026-11-01', addedAt };
    // 00:00 EDT is 04:00Z (2 h 10 min before): gone. 01:30 is its first time, 05:30Z.
    expect(iso(dosesOnDay(s, course, '2026-11-01', NY))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ]);
    const med = { id: 'bp', schedule: s, course };
    const since = new Date('2026-11-01T00:00:00.000Z');
    const noon = new Date('2026-11-01T17:00:00.000Z');
    // At noon EST only the 08:00 dose, an ordinary one, is missed; the 01:30 one has expired.
    expect(iso(dosesToMarkMissed([med], [], since, noon, NY).map((d) => d.dose))).toEqual([
      '2026-11-01T13:00:00.000Z',
    ]);
    expect(dayStatistics([med], [], noon, NY)).toMatchObject({
      totalMedications: 1,
      missedToday: 1,
    });
    expect(dayStatistics([med], [], addedAt, NY)).toMatchObject({
      totalMedications: 2,
      pendingToday: 2,
    });
  });
});
