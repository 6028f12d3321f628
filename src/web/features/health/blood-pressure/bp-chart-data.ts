import { plural, t } from '@lingui/core/macro';
import type { BloodPressureReading } from '@core/contract/health';
import { BP_LABELS, type BloodPressureCategory } from '@core/health/blood-pressure';
import { formatCalendarDate } from '@web/lib/format-date';
import { localDay } from '@core/medicines/time-zone';
import { BP_TONES, type Tone } from '../category-tones';

export interface BpPoint {
  /** ms since epoch: the x axis is time. */
  t: number;
  systolic: number;
  diastolic: number;
  pulse: number | null;
}

/** Oldest first, as a line over time is drawn. */
export function bpChartData(
  readings: readonly Pick<
    BloodPressureReading,
    'measuredAt' | 'systolic' | 'diastolic' | 'pulse'
  >[],
): BpPoint[] {
  return readings
    .map((r) => ({
      t: Date.parse(r.measuredAt),
      systolic: r.systolic,
      diastolic: r.diastolic,
      pulse: r.pulse ?? null,
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

export interface Band {
  category: BloodPressureCategory;
  label: string;
  tone: Tone;
  /** The band spans y1-y2 on the axis; `lowest` is the first whole mmHg in it. */
  y1: number;
  y2: number;
  lowest: number;
}

/**
 * The systolic categories as horizontal bands behind the lines (ACC/AHA: elevated from 120,
 * stage 1 from 130, stage 2 from 140, crisis above 180). Diastolic lines at 80 and 90 mark its
 * own stage thresholds. Checked against classifyBloodPressure in the tests.
 */
export function systolicBands(top: number): Band[] {
  const band = (category: BloodPressureCategory, y1: number, y2: number, lowest: number) => ({
    category,
    label: BP_LABELS[category],
    tone: BP_TONES[category],
    y1,
    y2,
    lowest,
  });
  return [
    band('normal', 0, 120, 0),
    band('elevated', 120, 130, 120),
    band('stage1', 130, 140, 130),
    band('stage2', 140, 180, 140),
    band('crisis', 180, Math.max(top, 200), 181),
  ];
}

export const DIASTOLIC_LINES = [80, 90] as const;

/** The words a screen reader hears for the chart. */
export function bpChartSummary(points: readonly BpPoint[], timeZone: string): string {
  if (points.length === 0) return t`No readings in this period.`;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const day = (t: number) => formatCalendarDate(localDay(new Date(t), timeZone));
  const range = (values: number[]) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return t`${low} to ${high}`;
  };
  const count = plural(points.length, { one: '# reading', other: '# readings' });
  const from = day(first.t);
  const to = day(last.t);
  const systolic = range(points.map((p) => p.systolic));
  const diastolic = range(points.map((p) => p.diastolic));
  return t`Blood pressure chart: ${count} from ${from} to ${to}. Systolic ${systolic}, diastolic ${diastolic} mmHg.`;
}
