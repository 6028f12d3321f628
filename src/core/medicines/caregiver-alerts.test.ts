import { describe, expect, it } from 'vitest';
import { alertWindow, CAREGIVER_ALERT_CATCH_UP_MS, dosesToAlert } from './caregiver-alerts';
import type { MedicationPlan } from './dose-times';
import type { DoseLogLike } from './dose-status';
import { twiceDaily } from './schedule';

const IST = 'Asia/Kolkata';
/** 22 Nov 2026: 08:00 IST is 02:30Z. */
const AM = '2026-11-22T02:30:00.000Z';
const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * 60_000);
const longAgo = new Date('2026-01-01T00:00:00Z');
const bp: MedicationPlan = {
  id: 'bp',
  schedule: twiceDaily(),
  course: { addedAt: longAgo },
};
const log = (status: string, scheduledTime = AM): DoseLogLike => ({
  medicationId: 'bp',
  scheduledTime,
  status,
});
const alerted = (
  now: Date,
  logs: DoseLogLike[] = [],
  delay = 30,
  since = longAgo,
  med: MedicationPlan = bp,
) => dosesToAlert([med], logs, now, delay, since, IST).map((p) => p.dose.at.toISOString());

describe('dosesToAlert (ADR 037: a caregiver hears of a dose not taken)', () => {
  it('alerts at exactly the dose time plus the delay, not a millisecond before', () => {
    expect(alerted(new Date(at(AM, 30).getTime() - 1))).toEqual([]);
    expect(alerted(at(AM, 30))).toEqual([AM]);
    expect(alerted(at(AM, 240), [], 240)).toEqual([AM]);
    expect(alerted(new Date(at(AM, 240).getTime() - 1), [], 240)).toEqual([]);
  });

  it('a dose taken before the alert is due never alerts; a missed log still does', () => {
    expect(alerted(at(AM, 45), [log('taken')])).toEqual([]);
    expect(alerted(at(AM, 180), [log('missed')], 180)).toEqual([AM]);
    // An 'added' log says nothing about the dose.
    expect(alerted(at(AM, 45), [log('added')])).toEqual([AM]);
  });

  it('catches up for two hours after the alert was due, and no longer', () => {
    expect(alerted(new Date(at(AM, 30).getTime() + CAREGIVER_ALERT_CATCH_UP_MS - 1))).toEqual([AM]);
    expect(alerted(new Date(at(AM, 30).getTime() + CAREGIVER_ALERT_CATCH_UP_MS))).toEqual([]);
  });

  it('says nothing of alerts that fell due before the caregiver joined', () => {
    expect(alerted(at(AM, 40), [], 30, at(AM, 30))).toEqual([AM]);
    expect(alerted(at(AM, 40), [], 30, at(AM, 31))).toEqual([]);
  });

  it('never alerts a dose from before its medicine was added', () => {
    const late = { ...bp, course: { addedAt: at(AM, 5) } };
    expect(alerted(at(AM, 60), [], 30, longAgo, late)).toEqual([]);
  });

  it('the window is the catch-up before the alert time, clipped to joining', () => {
    const now = at(AM, 90);
    expect(alertWindow(now, 60, longAgo)).toEqual({
      from: new Date(at(AM, 30).getTime() - CAREGIVER_ALERT_CATCH_UP_MS + 1),
      to: new Date(at(AM, 30).getTime() + 1),
    });
    expect(alertWindow(now, 60, at(AM, 80)).from).toEqual(at(AM, 20));
  });
});
