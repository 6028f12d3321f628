import type { EyeTest } from '@core/contract/health';
import { daysBetween } from '@core/health/calendar-date';
import { formatDioptres, myopiaChange, type EyeChange } from '@core/health/eyesight';

export interface EyeChangeLine {
  eye: 'Right eye' | 'Left eye';
  /** '-1.00 → -1.50' (spherical equivalent). */
  fromTo: string;
  /** '-0.50 D' over the interval. */
  change: string;
  /** '-0.50 D a year', or null when the tests are too close together for a yearly rate. */
  perYear: string | null;
  progressing: boolean;
}

function line(eye: EyeChangeLine['eye'], c: EyeChange): EyeChangeLine {
  return {
    eye,
    fromTo: `${formatDioptres(c.from)} → ${formatDioptres(c.to)}`,
    change: `${formatDioptres(c.change)} D`,
    perYear: c.perYear === null ? null : `${formatDioptres(c.perYear)} D a year`,
    progressing: c.progressing,
  };
}

/** The change from the previous test to the latest, per eye (core myopiaChange). */
export function eyeChangeSummary(
  latest: EyeTest,
  previous: EyeTest | null,
): { days: number; lines: EyeChangeLine[] } | null {
  if (!previous) return null;
  const change = myopiaChange(previous, latest);
  return {
    days: change.days,
    lines: [line('Right eye', change.right), line('Left eye', change.left)],
  };
}

/** '1 year', '1 year 2 months', '7 months': the gap between two tests in words. */
export function intervalText(days: number): string {
  const months = Math.round(days / 30.44);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 year' : `${years} years`;
  const m = rest === 1 ? '1 month' : `${rest} months`;
  if (years === 0) return months <= 1 ? `${days} days` : m;
  return rest === 0 ? y : `${y} ${m}`;
}

export type CheckupStatus =
  | { kind: 'none' }
  | { kind: 'overdue'; days: number }
  | { kind: 'soon'; days: number }
  | { kind: 'later'; days: number };

/** Whether the next check-up is past, within 30 days, or later. */
export function checkupStatus(nextCheckup: string | null, today: string): CheckupStatus {
  if (!nextCheckup) return { kind: 'none' };
  const days = daysBetween(today, nextCheckup);
  if (days < 0) return { kind: 'overdue', days: -days };
  return days <= 30 ? { kind: 'soon', days } : { kind: 'later', days };
}
