import { describe, expect, it } from 'vitest';
import type {
  BloodPressureReading,
  BodyMeasurement,
  EyeTest,
  Period,
  SugarReading,
} from '@core/contract/health';
import {
  bloodPressureSummary,
  bodySummary,
  eyeCheckupDue,
  eyeSummary,
  periodSummary,
  sugarSummary,
} from './tracker-summary';

const bp = (
  systolic: number,
  diastolic: number,
  category: BloodPressureReading['category'],
  day: string,
) =>
  ({
    id: day,
    memberId: 'm',
    systolic,
    diastolic,
    pulse: 72,
    measuredAt: `${day}T08:00:00+05:30`,
    arm: null,
    notes: null,
    category,
  }) satisfies BloodPressureReading;

describe('bloodPressureSummary', () => {
  it('shows the latest reading, its category and the trend from the one before', () => {
    const s = bloodPressureSummary([
      bp(130, 85, 'stage1', '2026-11-20'),
      bp(118, 76, 'normal', '2026-11-10'),
    ]);
    expect(s?.value).toBe('130/85 mmHg');
    expect(s?.badge).toEqual({ label: 'Stage 1 hypertension', tone: 'high' });
    expect(s?.trend).toEqual({ direction: 'up', from: '118/76' });
  });
  it('marks a crisis as urgent, with the advice to seek care now, and no trend for a first reading', () => {
    const s = bloodPressureSummary([bp(185, 125, 'crisis', '2026-11-20')]);
    expect(s?.badge?.tone).toBe('urgent');
    expect(s?.urgent).toMatch(/^Dangerously high\. Seek emergency care now: call 112/);
    expect(s?.trend).toBeNull();
    expect(bloodPressureSummary([bp(130, 85, 'stage1', '2026-11-20')])?.urgent).toBeUndefined();
  });
  it('is null with no readings', () => {
    expect(bloodPressureSummary([])).toBeNull();
  });
});

const sugar = (
  value: number,
  type: SugarReading['type'],
  category: SugarReading['category'],
  day: string,
) =>
  ({
    id: day,
    memberId: 'm',
    value,
    type,
    measuredAt: `${day}T08:00:00Z`,
    notes: null,
    category,
  }) satisfies SugarReading;

describe('sugarSummary', () => {
  it('compares with the previous reading of the same type', () => {
    const s = sugarSummary([
      sugar(126, 'fasting', 'diabetes', '2026-11-20'),
      sugar(180, 'after_meal', 'prediabetes', '2026-11-19'),
      sugar(110, 'fasting', 'prediabetes', '2026-11-10'),
    ]);
    expect(s?.value).toBe('126 mg/dL');
    expect(s?.detail).toBe('Fasting');
    expect(s?.badge).toEqual({ label: 'Diabetes range', tone: 'high' });
    expect(s?.trend).toEqual({ direction: 'up', from: '110 mg/dL' });
  });
  it('writes HbA1c in percent', () => {
    expect(sugarSummary([sugar(6.1, 'hba1c', 'prediabetes', '2026-11-20')])?.value).toBe('6.1%');
  });
});

describe('bodySummary', () => {
  const body = (
    weightKg: number,
    bmi: number,
    category: BodyMeasurement['category'],
    day: string,
  ) =>
    ({
      id: day,
      memberId: 'm',
      weightKg,
      heightCm: 165,
      measuredAt: `${day}T08:00:00Z`,
      notes: null,
      bmi,
      category,
    }) satisfies BodyMeasurement;
  it('shows weight, BMI to one decimal and the Asian-Indian category', () => {
    const s = bodySummary([
      body(62.6, 23, 'overweight', '2026-11-20'),
      body(62.5, 22.96, 'normal', '2026-10-20'),
    ]);
    expect(s?.value).toBe('62.6 kg');
    expect(s?.detail).toBe('BMI 23.0');
    expect(s?.badge).toEqual({ label: 'Overweight', tone: 'watch' });
    expect(s?.trend?.direction).toBe('flat');
  });
  it('shows no category for a child', () => {
    expect(bodySummary([body(30, 16, null, '2026-11-20')])?.badge).toBeNull();
  });
});

describe('eyeSummary and eyeCheckupDue', () => {
  const eye = (sph: number, testDate: string, nextCheckup: string | null = null) =>
    ({
      id: testDate,
      memberId: 'son',
      testDate,
      right: { sph, cyl: null, axis: null, add: null, acuity: null },
      left: { sph: sph + 0.25, cyl: null, axis: null, add: null, acuity: null },
      pd: null,
      nextCheckup,
      notes: null,
    }) satisfies EyeTest;
  it('shows both eyes and flags myopia growing 0.5 D a year', () => {
    const s = eyeSummary([eye(-1.75, '2026-11-01'), eye(-1.0, '2025-11-01')]);
    expect(s?.value).toBe('R -1.75 · L -1.50');
    expect(s?.badge).toEqual({ label: 'Myopia increasing', tone: 'watch' });
    expect(s?.trend).toEqual({ direction: 'down', from: 'R -1.00 · L -0.75' });
  });
  it('counts a check-up within 30 days, or past, as due', () => {
    expect(eyeCheckupDue([eye(-1, '2026-01-01', '2026-12-20')], '2026-11-25')).toBe('2026-12-20');
    expect(eyeCheckupDue([eye(-1, '2026-01-01', '2026-11-01')], '2026-11-25')).toBe('2026-11-01');
    expect(eyeCheckupDue([eye(-1, '2026-01-01', '2027-01-01')], '2026-11-25')).toBeNull();
    expect(eyeCheckupDue([eye(-1, '2026-01-01')], '2026-11-25')).toBeNull();
  });
});

describe('periodSummary', () => {
  const period = (startDate: string): Period => ({
    id: startDate,
    memberId: 'm',
    startDate,
    endDate: null,
    flow: null,
    symptoms: [],
    notes: null,
    excluded: false,
  });
  const rows = ['2026-11-27', '2026-10-28', '2026-09-30', '2026-09-01'].map(period);
  it('shows the last start and the window of the next', () => {
    const s = periodSummary(rows, '2026-12-10');
    // Cycles 29, 28, 30: next start 26 Dec, ± 1 day; the row's date is the last start.
    expect(s?.value).toBe('Next 26 Dec');
    expect(s?.detail).toBe('window 25–27 Dec');
    expect(s?.at).toBe('2026-11-27');
    expect(s?.badge).toBeNull();
  });
  it('says late once the expected day has passed', () => {
    expect(periodSummary(rows, '2026-12-29')?.badge).toEqual({ label: 'Late', tone: 'watch' });
  });
});
