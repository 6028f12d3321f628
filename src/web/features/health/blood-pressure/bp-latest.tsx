import type { BloodPressureReading } from '@core/contract/health';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { Advice, LatestCard } from '../latest-card';
import { ARM_LABELS } from './bp-summary';

/** The latest reading, big, with what it means; a crisis is announced and says what to do. */
export function BpLatest({
  reading,
  timeZone,
}: {
  reading: BloodPressureReading;
  timeZone: string;
}) {
  const crisis = reading.category === 'crisis';
  const details = [
    reading.pulse != null ? `Pulse ${reading.pulse}` : null,
    reading.arm ? ARM_LABELS[reading.arm] : null,
  ].filter(Boolean);
  return (
    <LatestCard
      title={`Latest reading · ${formatDateTime(reading.measuredAt, timeZone)}`}
      value={`${reading.systolic}/${reading.diastolic}`}
      unit="mmHg"
      urgent={crisis}
    >
      {details.length > 0 ? <p className="text-sm text-slate-700">{details.join(' · ')}</p> : null}
      <CategoryBadge
        className="mt-2"
        tone={BP_TONES[reading.category]}
        label={BP_LABELS[reading.category]}
      />
      <Advice text={BP_ADVICE[reading.category]} urgent={crisis} />
    </LatestCard>
  );
}
