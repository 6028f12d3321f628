import { t } from '@lingui/core/macro';
import type {
  BloodPressureReading,
  BodyMeasurement,
  EyeTest,
  Period,
  SugarReading,
} from '@core/contract/health';
import { BMI_LABELS, type BmiCategory } from '@core/health/bmi';
import { BP_ADVICE, BP_LABELS, type BloodPressureCategory } from '@core/health/blood-pressure';
import { addDays } from '@core/health/calendar-date';
import { predictPeriod } from '@core/health/cycle';
import { formatDioptres, myopiaChange, sphericalEquivalent } from '@core/health/eyesight';
import {
  SUGAR_CATEGORY_LABELS,
  SUGAR_TYPE_LABELS,
  sugarAdvice,
  type SugarCategory,
} from '@core/health/sugar';
import { formatDateRange } from '@web/lib/month-grid';
import type { TrackerKey } from './trackers';
import { bloodPressureTrend, TREND_TOLERANCE, trendOf, type TrendDirection } from './trend';

/** good: in range; watch: worth a look; high: see a doctor; urgent: act now. */
export type Tone = 'good' | 'watch' | 'high' | 'urgent';

export interface Badge {
  label: string;
  tone: Tone;
}

export interface Trend {
  direction: TrendDirection;
  /** The previous value, as text: 'Up from 128/82'. */
  from: string;
}

export interface TrackerSummary {
  tracker: TrackerKey;
  value: string;
  detail: string | null;
  /** When it was measured: an ISO instant or a 'YYYY-MM-DD'. */
  at: string;
  badge: Badge | null;
  trend: Trend | null;
  /** What to do now, for a reading that needs action today (BP crisis, very low sugar). */
  urgent?: string;
}

const BP_TONES: Record<BloodPressureCategory, Tone> = {
  normal: 'good',
  elevated: 'watch',
  stage1: 'high',
  stage2: 'high',
  crisis: 'urgent',
};
const SUGAR_TONES: Record<SugarCategory, Tone> = {
  very_low: 'urgent',
  low: 'high',
  normal: 'good',
  prediabetes: 'watch',
  diabetes: 'high',
};
const BMI_TONES: Record<BmiCategory, Tone> = {
  underweight: 'watch',
  normal: 'good',
  overweight: 'watch',
  obese: 'high',
};

const trend = (direction: TrendDirection | null, from: string): Trend | null =>
  direction ? { direction, from } : null;

/** Rows newest first (group-readings.ts). */
export function bloodPressureSummary(rows: readonly BloodPressureReading[]): TrackerSummary | null {
  const [latest, previous] = rows;
  if (!latest) return null;
  return {
    tracker: 'bloodPressure',
    value: `${latest.systolic}/${latest.diastolic} mmHg`,
    detail: latest.pulse ? t`Pulse ${latest.pulse}` : null,
    at: latest.measuredAt,
    badge: { label: BP_LABELS[latest.category], tone: BP_TONES[latest.category] },
    trend: previous
      ? trend(bloodPressureTrend(latest, previous), `${previous.systolic}/${previous.diastolic}`)
      : null,
    ...(latest.category === 'crisis' ? { urgent: BP_ADVICE.crisis } : {}),
  };
}

export function sugarValueText(value: number, type: SugarReading['type']): string {
  return type === 'hba1c' ? `${value}%` : `${value} mg/dL`;
}

/** The trend compares like with like: a fasting value with the fasting one before it. */
export function sugarSummary(rows: readonly SugarReading[]): TrackerSummary | null {
  const [latest] = rows;
  if (!latest) return null;
  const previous = rows.slice(1).find((r) => r.type === latest.type);
  const tolerance = latest.type === 'hba1c' ? TREND_TOLERANCE.hba1c : TREND_TOLERANCE.sugar;
  return {
    tracker: 'sugar',
    value: sugarValueText(latest.value, latest.type),
    detail: SUGAR_TYPE_LABELS[latest.type],
    at: latest.measuredAt,
    badge: { label: SUGAR_CATEGORY_LABELS[latest.category], tone: SUGAR_TONES[latest.category] },
    trend: previous
      ? trend(
          trendOf(latest.value, previous.value, tolerance),
          sugarValueText(previous.value, previous.type),
        )
      : null,
    ...(latest.category === 'very_low' ? { urgent: sugarAdvice(latest.value, latest.type) } : {}),
  };
}

export function bodySummary(rows: readonly BodyMeasurement[]): TrackerSummary | null {
  const [latest, previous] = rows;
  if (!latest) return null;
  return {
    tracker: 'body',
    value: `${latest.weightKg} kg`,
    detail: `BMI ${latest.bmi.toFixed(1)}`,
    at: latest.measuredAt,
    // No category for a child: adult cut-offs would mislabel them (the API answers null).
    badge: latest.category
      ? { label: BMI_LABELS[latest.category], tone: BMI_TONES[latest.category] }
      : null,
    trend: previous
      ? trend(
          trendOf(latest.weightKg, previous.weightKg, TREND_TOLERANCE.weight),
          `${previous.weightKg} kg`,
        )
      : null,
  };
}

function eyeText(test: EyeTest): string {
  const right = formatDioptres(test.right.sph);
  const left = formatDioptres(test.left.sph);
  return t`R ${right} · L ${left}`;
}
const meanEquivalent = (t: EyeTest) =>
  (sphericalEquivalent(t.right) + sphericalEquivalent(t.left)) / 2;

/** Down means more short-sighted (more minus); myopia that grows 0.5 D a year is flagged. */
export function eyeSummary(rows: readonly EyeTest[]): TrackerSummary | null {
  const [latest, previous] = rows;
  if (!latest) return null;
  const change = previous ? myopiaChange(previous, latest) : null;
  const progressing = change ? change.right.progressing || change.left.progressing : false;
  return {
    tracker: 'eye',
    value: eyeText(latest),
    detail: null,
    at: latest.testDate,
    badge: progressing ? { label: t`Myopia increasing`, tone: 'watch' } : null,
    trend: previous
      ? trend(
          trendOf(meanEquivalent(latest), meanEquivalent(previous), TREND_TOLERANCE.eye),
          eyeText(previous),
        )
      : null,
  };
}

/** The last period and the next one expected, with the same rules as the API's prediction. */
export function periodSummary(rows: readonly Period[], today: string): TrackerSummary | null {
  const [latest] = rows;
  if (!latest) return null;
  const p = predictPeriod(rows, today);
  const late = p.daysUntilDue !== null && p.daysUntilDue < 0;
  return {
    tracker: 'period',
    value: p.nextStart ? t`Next ${formatDateRange(p.nextStart, p.nextStart)}` : t`Logged`,
    detail:
      p.windowStart && p.windowEnd && p.windowStart !== p.windowEnd
        ? t`window ${formatDateRange(p.windowStart, p.windowEnd)}`
        : null,
    at: latest.startDate,
    badge: p.irregular
      ? { label: t`Irregular`, tone: 'watch' }
      : late
        ? { label: t`Late`, tone: 'watch' }
        : null,
    trend: null,
  };
}

/** A check-up date within this many days counts as due. */
export const EYE_CHECKUP_NOTICE_DAYS = 30;

export function eyeCheckupDue(rows: readonly EyeTest[], today: string): string | null {
  const next = rows[0]?.nextCheckup;
  if (!next || next > addDays(today, EYE_CHECKUP_NOTICE_DAYS)) return null;
  return next;
}
