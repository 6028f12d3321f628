import { t } from '@lingui/core/macro';
import type { BodyMeasurement } from '@core/contract/health';
import { recentAverages } from '@core/health/averages';
import { roundTo } from '@core/health/round';

type Reading = Pick<BodyMeasurement, 'weightKg' | 'measuredAt'>;

/** 7- and 30-day averages of the weight. */
export function weightAverages(readings: readonly Reading[], now: Date) {
  return recentAverages(
    readings.map((r) => ({ measuredAt: r.measuredAt, value: r.weightKg })),
    now,
  );
}

/** '+1.2 kg', '-0.5 kg', 'no change' since the measurement before. */
export function weightChange(latest: Reading, previous: Reading | null): string | null {
  if (!previous) return null;
  const change = roundTo(latest.weightKg - previous.weightKg, 1);
  if (change === 0) return t`No change since the last measurement`;
  const sign = change > 0 ? '+' : '−';
  const amount = `${sign}${Math.abs(change)}`;
  return t`${amount} kg since the last measurement`;
}
