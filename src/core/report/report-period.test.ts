import { describe, expect, it } from 'vitest';
import type { MedicationPlan } from '../medicines/dose-times';
import { createSchedule } from '../medicines/schedule';
import { adherenceOverLastDays, lastDays, reportAverages } from './report-period';

const IST = 'Asia/Kolkata';
/** 08:00 IST is 02:30Z. The report is made on 22 Nov 2026 at 08:00 IST, to the minute. */
const NOW = new Date('2026-11-22T02:30:00.000Z');
const DAY = 86_400_000;
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY + ms);

/** One dose a day at 08:00 IST, in the app since long before the report's 90 days. */
const daily: MedicationPlan = {
  id: 'daily',
  schedule: createSchedule({ times: ['08:00'] }),
  course: { addedAt: new Date('2026-01-01T00:00:00Z') },
};

describe('lastDays (the report windows, as the trackers count "the last N days")', () => {
  it('leaves out the instant exactly N days ago and keeps now itself', () => {
    const { from, to } = lastDays(NOW, 30);
    expect(from.getTime()).toBe(ago(30).getTime() + 1);
    expect(to.getTime()).toBe(NOW.getTime() + 1);
  });
});

describe('adherenceOverLastDays (core adherence over the report windows)', () => {
  it('counts 30 daily doses in 30 days: the one 30 days ago is out, the one now is in', () => {
    const a = adherenceOverLastDays([daily], [], NOW, 30, IST);
    // 29 doses more than two hours late (missed), and today's 08:00, due this minute.
    expect(a).toEqual({ scheduled: 30, taken: 0, missed: 29, pending: 1, percentage: 0 });
  });

  it('a taken log of the dose exactly 30 days ago does not count; one a day later does', () => {
    const logs = [
      { medicationId: 'daily', scheduledTime: ago(30), status: 'taken' },
      { medicationId: 'daily', scheduledTime: ago(29), status: 'taken' },
      { medicationId: 'daily', scheduledTime: NOW, status: 'taken' },
    ];
    const a = adherenceOverLastDays([daily], logs, NOW, 30, IST);
    expect(a).toEqual({ scheduled: 30, taken: 2, missed: 28, pending: 0, percentage: 7 });
  });

  it('counts 90 doses over 90 days, logged misses as missed', () => {
    const logs = [
      { medicationId: 'daily', scheduledTime: ago(60), status: 'missed' },
      { medicationId: 'daily', scheduledTime: ago(45), status: 'taken' },
    ];
    const a = adherenceOverLastDays([daily], logs, NOW, 90, IST);
    expect(a).toMatchObject({ scheduled: 90, taken: 1, missed: 88, pending: 1 });
  });

  it('does not count a dose from before the medicine was added (a millisecond) as missed', () => {
    const added: MedicationPlan = { ...daily, course: { addedAt: ago(10, 1) } };
    const a = adherenceOverLastDays([added], [], NOW, 30, IST);
    expect(a).toMatchObject({ scheduled: 10, missed: 9, pending: 1 });
  });
});

describe('reportAverages', () => {
  const r = (at: Date, value: number) => ({ measuredAt: at.toISOString(), value });

  it('averages 7, 30 and the 90-day period with the same window rule', () => {
    const readings = [
      r(NOW, 120),
      r(ago(7, 1), 130), // inside the last 7 days by a millisecond
      r(ago(7), 140), // exactly 7 days ago: out of 7, in 30
      r(ago(30), 150), // out of 30, in 90
      r(ago(90), 200), // exactly 90 days ago: out of the period
      r(ago(-1), 999), // a phone clock set ahead: out of every window
    ];
    expect(reportAverages(readings, NOW)).toEqual({
      last7: { mean: 125, count: 2 },
      last30: { mean: 130, count: 3 },
      period: { mean: 135, count: 4 },
    });
  });

  it('has no mean for a window without readings', () => {
    expect(reportAverages([r(ago(40), 100)], NOW)).toEqual({
      last7: { mean: null, count: 0 },
      last30: { mean: null, count: 0 },
      period: { mean: 100, count: 1 },
    });
  });
});
