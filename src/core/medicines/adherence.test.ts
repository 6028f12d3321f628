import { describe, expect, it } from 'vitest';
import { adherence, dayDoses, dayStatistics, statisticsLogWindow } from './adherence';
import type { MedicationPlan } from './dose-times';
import type { DoseLogLike } from './dose-status';
import { dosesToMarkMissed, dueDoses } from './due-doses';
import { asNeededSchedule, createSchedule, onWeekdays, thriceDaily, twiceDaily } from './schedule';

const IST = 'Asia/Kolkata';
/** 22 Nov 2026 is a Sunday; 08:00 IST is 02:30Z and 20:00 IST is 14:30Z. */
const t = (iso: string): Date => new Date(iso);
const AM = '2026-11-22T02:30:00.000Z';
const PM = '2026-11-22T14:30:00.000Z';

interface Med extends MedicationPlan {
  name: string;
}

const bp: Med = { id: 'bp', name: 'Telmisartan', schedule: twiceDaily(), course: {} };
const paused: Med = {
  id: 'paused',
  name: 'Paused',
  schedule: thriceDaily(),
  course: {},
  active: false,
};
const sos: Med = { id: 'sos', name: 'Paracetamol', schedule: asNeededSchedule(), course: {} };
const mwf: Med = { id: 'mwf', name: 'Vit D', schedule: onWeekdays([1], ['09:00']), course: {} };
const meds = [bp, paused, sos, mwf];

const log = (medicationId: string, scheduledTime: string, status: string): DoseLogLike => ({
  medicationId,
  scheduledTime,
  status,
});

describe('dayStatistics (spec §3, doses scheduled today)', () => {
  it('counts doses, not medicines; paused, as-needed and other-weekday ones have none', () => {
    const s = dayStatistics(meds, [], t('2026-11-22T00:00:00Z'), IST);
    expect(s).toMatchObject({
      day: '2026-11-22',
      totalMedications: 2,
      takenToday: 0,
      missedToday: 0,
      pendingToday: 2,
      progressPercentage: 0,
    });
  });
  it('one of two taken is 50%', () => {
    const s = dayStatistics(meds, [log('bp', AM, 'taken')], t('2026-11-22T05:00:00Z'), IST);
    expect(s).toMatchObject({ takenToday: 1, totalMedications: 2, progressPercentage: 50 });
  });
  it('an unlogged morning dose is missed from 10:00 IST, pending before', () => {
    const before = dayStatistics(meds, [], t('2026-11-22T04:29:59Z'), IST);
    const after = dayStatistics(meds, [], t('2026-11-22T04:30:00Z'), IST);
    expect(before).toMatchObject({ missedToday: 0, pendingToday: 2 });
    expect(after).toMatchObject({ missedToday: 1, pendingToday: 1 });
  });
  it('ignores added logs and logs of other days', () => {
    const logs = [log('bp', AM, 'added'), log('bp', '2026-11-21T02:30:00Z', 'taken')];
    const s = dayStatistics(meds, logs, t('2026-11-22T03:00:00Z'), IST);
    expect(s.takenToday).toBe(0);
  });
  it('is 0% with nothing scheduled (spec §9 default)', () => {
    const s = dayStatistics([sos], [log('sos', AM, 'taken')], t('2026-11-22T05:00:00Z'), IST);
    expect(s).toMatchObject({ totalMedications: 0, takenToday: 0, progressPercentage: 0 });
    expect(s.upcoming).toEqual([]);
  });
  it('uses the user zone for today: 23:00 UTC on the 21st is the 22nd in IST', () => {
    expect(dayStatistics(meds, [], t('2026-11-21T23:00:00Z'), IST).day).toBe('2026-11-22');
    expect(dayStatistics(meds, [], t('2026-11-21T23:00:00Z'), 'UTC').day).toBe('2026-11-21');
  });
  it('upcoming: due-now first, then later today, then tomorrow, skipping logged ones', () => {
    const now = t('2026-11-22T03:00:00Z'); // 08:30 IST
    const s = dayStatistics(meds, [], now, IST);
    expect(s.upcoming.map((u) => [u.medication.name, u.dose.at.toISOString()])).toEqual([
      ['Telmisartan', AM],
      ['Telmisartan', PM],
      ['Telmisartan', '2026-11-23T02:30:00.000Z'],
    ]);
    const taken = dayStatistics(meds, [log('bp', AM, 'taken')], now, IST);
    expect(taken.upcoming[0]?.dose.at.toISOString()).toBe(PM);
  });
  it('upcoming at night: the still-due 20:00 dose, then the next 24 hours', () => {
    const s = dayStatistics(meds, [], t('2026-11-22T16:00:00Z'), IST); // 21:30 IST Sunday
    // Sunday 20:00, Monday 08:00, Monday-only 09:00, Monday 20:00; not Monday 21:30 onwards.
    expect(s.upcoming.map((u) => u.medication.id)).toEqual(['bp', 'bp', 'mwf', 'bp']);
    expect(s.upcoming[0]?.dose.at.toISOString()).toBe(PM);
  });
  it('upcoming respects the limit', () => {
    const now = t('2026-11-22T03:00:00Z');
    expect(dayStatistics(meds, [], now, IST, 1).upcoming).toHaveLength(1);
    expect(dayStatistics(meds, [], now, IST, 0).upcoming).toHaveLength(0);
  });
});

describe('statisticsLogWindow', () => {
  it('runs from the start of the IST day to 24 hours ahead', () => {
    const w = statisticsLogWindow(t('2026-11-22T05:00:00Z'), IST);
    expect(w.from.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
  it('reaches two hours back just after midnight, for a late dose still due', () => {
    const w = statisticsLogWindow(t('2026-11-21T19:00:00Z'), IST); // 00:30 IST
    expect(w.from.toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });
});

describe('adherence over a period', () => {
  const week = { from: t('2026-11-15T18:30:00Z'), to: t('2026-11-22T18:30:00Z') }; // 16-22 Nov IST
  it('counts taken, missed and pending; added does not count as a dose', () => {
    const logs = [
      log('bp', '2026-11-16T02:30:00Z', 'taken'),
      log('bp', '2026-11-16T14:30:00Z', 'taken'),
      log('bp', '2026-11-17T02:30:00Z', 'missed'),
      log('bp', '2026-11-17T14:30:00Z', 'added'),
      log('mwf', '2026-11-16T03:30:00Z', 'taken'),
    ];
    const a = adherence(meds, logs, week, t('2026-11-22T15:00:00Z'), IST);
    // bp: 14 doses, mwf: Monday 16th only. 16 Nov 20:00 IST onwards unlogged -> missed except
    // the 22nd's 20:00 dose, half an hour old at 20:30 IST.
    expect(a).toEqual({ scheduled: 15, taken: 3, missed: 11, pending: 1, percentage: 20 });
  });
  it('to = now leaves doses still to come out', () => {
    const now = t('2026-11-22T03:00:00Z');
    const a = adherence([bp], [], { from: week.from, to: now }, now, IST);
    expect(a).toMatchObject({ scheduled: 13, missed: 12, pending: 1 });
  });
  it('is 0 with nothing scheduled', () => {
    expect(adherence([sos], [], week, t('2026-11-23T00:00:00Z'), IST)).toEqual({
      scheduled: 0,
      taken: 0,
      missed: 0,
      pending: 0,
      percentage: 0,
    });
  });
  it('is 100 when every dose was taken', () => {
    const day = { from: t('2026-11-21T18:30:00Z'), to: t('2026-11-22T18:30:00Z') };
    const logs = [log('bp', AM, 'taken'), log('bp', PM, 'taken')];
    expect(adherence([bp], logs, day, t('2026-11-23T00:00:00Z'), IST).percentage).toBe(100);
  });
});

describe('reminders: dueDoses (PRODUCT §4)', () => {
  it('a dose is due from its time for two hours, unless logged', () => {
    expect(dueDoses(meds, [], t('2026-11-22T02:29:59Z'), IST)).toEqual([]);
    const due = dueDoses(meds, [], t('2026-11-22T02:30:00Z'), IST);
    expect(due.map((d) => [d.medication.id, d.dose.at.toISOString()])).toEqual([['bp', AM]]);
    expect(dueDoses(meds, [], t('2026-11-22T04:29:59Z'), IST)).toHaveLength(1);
    expect(dueDoses(meds, [], t('2026-11-22T04:30:00Z'), IST)).toEqual([]);
    expect(dueDoses(meds, [log('bp', AM, 'taken')], t('2026-11-22T03:00:00Z'), IST)).toEqual([]);
  });
  it('a 23:30 IST dose is still due at 00:30 IST the next day', () => {
    const late: Med = {
      id: 'late',
      name: 'Late',
      schedule: createSchedule({ times: ['23:30'] }),
      course: {},
    };
    const due = dueDoses([late], [], t('2026-11-22T19:00:00Z'), IST);
    expect(due.map((d) => d.dose.day)).toEqual(['2026-11-22']);
  });
});

describe('missed-dose job: dosesToMarkMissed', () => {
  it('picks unlogged doses two hours late since the given instant', () => {
    const since = t('2026-11-21T18:30:00Z');
    const at1030 = t('2026-11-22T04:30:00Z');
    expect(dosesToMarkMissed(meds, [], since, t('2026-11-22T04:29:59Z'), IST)).toEqual([]);
    const missed = dosesToMarkMissed(meds, [], since, at1030, IST);
    expect(missed.map((d) => d.dose.at.toISOString())).toEqual([AM]);
    expect(dosesToMarkMissed(meds, [log('bp', AM, 'taken')], since, at1030, IST)).toEqual([]);
    expect(dosesToMarkMissed(meds, [log('bp', AM, 'missed')], since, at1030, IST)).toEqual([]);
  });
  it('does not invent doses before the medication was added', () => {
    const added: Med = { ...bp, course: { addedAt: t('2026-11-22T09:30:00Z') } };
    const missed = dosesToMarkMissed(
      [added],
      [],
      t('2026-11-21T00:00:00Z'),
      t('2026-11-22T17:00:00Z'),
      IST,
    );
    expect(missed.map((d) => d.dose.at.toISOString())).toEqual([PM]);
  });
});

describe('dayDoses (ADR 037: a caregiver reads the day)', () => {
  it('lists today’s doses in time order with what became of each, as the counts do', () => {
    const now = t('2026-11-22T05:00:00Z');
    const doses = dayDoses(meds, [log('bp', AM, 'taken')], now, IST);
    expect(doses.map((d) => [d.medication.id, d.dose.at.toISOString(), d.state])).toEqual([
      ['bp', AM, 'taken'],
      ['bp', PM, 'pending'],
    ]);
    const s = dayStatistics(meds, [log('bp', AM, 'taken')], now, IST);
    expect(s.totalMedications).toBe(doses.length);
  });
  it('an unlogged dose two hours late is missed; one from before the medicine was added drops out', () => {
    const now = t('2026-11-22T05:00:00Z');
    expect(dayDoses([bp], [], now, IST).map((d) => d.state)).toEqual(['missed', 'pending']);
    const late = { ...bp, course: { addedAt: t('2026-11-22T03:00:00Z') } };
    expect(dayDoses([late], [], now, IST).map((d) => d.dose.at.toISOString())).toEqual([PM]);
  });
});
