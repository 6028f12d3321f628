import { plural, t } from '@lingui/core/macro';
import type { EyeTest } from '@core/contract/health';
import { daysBetween } from '@core/health/calendar-date';
import { formatDioptres, myopiaChange, type EyeChange } from '@core/health/eyesight';

export interface EyeChangeLine {
  /** 'Right eye', in the active language. */
  eye: string;
  /** '-1.00 → -1.50' (spherical equivalent). */
  fromTo: string;
  /** '-0.50 D' over the interval. */
  change: string;
  /** '-0.50 D a year', or null when the tests are too close together for a yearly rate. */
  perYear: string | null;
  progressing: boolean;
}

function line(eye: string, c: EyeChange): EyeChangeLine {
  const rate = c.perYear === null ? null : formatDioptres(c.perYear);
  return {
    eye,
    fromTo: `${formatDioptres(c.from)} → ${formatDioptres(c.to)}`,
    change: `${formatDioptres(c.change)} D`,
    perYear: rate === null ? null : t`${rate} D a year`,
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
    lines: [line(t`Right eye`, change.right), line(t`Left eye`, change.left)],
  };
}

/** '1 year', '1 year 2 months', '7 months': the gap between two tests in words. */
export function intervalText(days: number): string {
  const months = Math.round(days / 30.44);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = plural(years, { one: '# year', other: '# years' });
  const m = plural(rest, { one: '# month', other: '# months' });
  if (years === 0) return months <= 1 ? plural(days, { one: '# day', other: '# days' }) : m;
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
