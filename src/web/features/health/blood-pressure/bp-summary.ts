import { msg } from '@lingui/core/macro';
import type { BloodPressureReading } from '@core/contract/health';
import { recentAverages } from '@core/health/averages';
import { classifyBloodPressure, type BloodPressureCategory } from '@core/health/blood-pressure';

export interface BpAverage {
  systolic: number | null;
  diastolic: number | null;
  pulse: number | null;
  count: number;
  /** Readings with a pulse (it is optional). */
  pulseCount: number;
  /** The category of the rounded average: what the numbers mean over the period. */
  category: BloodPressureCategory | null;
}

type Reading = Pick<BloodPressureReading, 'systolic' | 'diastolic' | 'pulse' | 'measuredAt'>;

function window(
  readings: readonly Reading[],
  now: Date,
  pick: (r: Reading) => number | null,
): ReturnType<typeof recentAverages> {
  return recentAverages(
    readings.map((r) => ({ measuredAt: r.measuredAt, value: pick(r) })),
    now,
  );
}

/** 7- and 30-day averages of both numbers and the pulse (core recentAverages). */
export function bpAverages(
  readings: readonly Reading[],
  now: Date,
): { last7: BpAverage; last30: BpAverage } {
  const s = window(readings, now, (r) => r.systolic);
  const d = window(readings, now, (r) => r.diastolic);
  const p = window(readings, now, (r) => r.pulse);
  const make = (key: 'last7Days' | 'last30Days'): BpAverage => {
    const sys = s[key].mean;
    const dia = d[key].mean;
    return {
      systolic: sys,
      diastolic: dia,
      pulse: p[key].mean,
      count: s[key].count,
      pulseCount: p[key].count,
      category:
        sys === null || dia === null
          ? null
          : classifyBloodPressure(Math.round(sys), Math.round(dia)),
    };
  };
  return { last7: make('last7Days'), last30: make('last30Days') };
}

/** '130/85': averages are shown as whole mmHg, as a monitor shows them. */
export function formatBp(systolic: number, diastolic: number): string {
  return `${Math.round(systolic)}/${Math.round(diastolic)}`;
}

export const ARM_LABELS = { left: msg`Left arm`, right: msg`Right arm` } as const;
