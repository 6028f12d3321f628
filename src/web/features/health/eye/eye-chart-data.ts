import { t } from '@lingui/core/macro';
import type { EyeTest } from '@core/contract/health';
import { formatDioptres } from '@core/health/eyesight';

export interface EyePoint {
  t: number;
  right: number;
  left: number;
}

/** SPH per eye, oldest test first; x is the test date (UTC midnight: a date has no zone). */
export function eyeChartData(
  tests: readonly Pick<EyeTest, 'testDate' | 'right' | 'left'>[],
): EyePoint[] {
  return tests
    .map((t) => ({
      t: Date.parse(`${t.testDate}T00:00:00Z`),
      right: t.right.sph,
      left: t.left.sph,
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

export function eyeChartSummary(points: readonly EyePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t`No eye tests yet.`;
  const count = points.length;
  const rightFrom = formatDioptres(first.right);
  const rightTo = formatDioptres(last.right);
  const leftFrom = formatDioptres(first.left);
  const leftTo = formatDioptres(last.left);
  return t`SPH chart: ${count} tests. Right eye ${rightFrom} to ${rightTo}, left eye ${leftFrom} to ${leftTo}.`;
}
