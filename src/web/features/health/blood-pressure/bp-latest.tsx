import { useLingui } from '@lingui/react/macro';
import type { BloodPressureReading } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { Advice, LatestCard } from '../latest-card';
import { ARM_LABELS } from './bp-summary';
import { BP_ADVICE_TEXT, BP_LABEL_TEXT } from './bp-texts';

/** The latest reading, big, with what it means; a crisis is announced and says what to do. */
export function BpLatest({
  reading,
  timeZone,
}: {
  reading: BloodPressureReading;
  timeZone: string;
}) {
  const { i18n, t } = useLingui();
  const crisis = reading.category === 'crisis';
  const { pulse } = reading;
  const details = [
    pulse != null ? t`Pulse ${pulse}` : null,
    reading.arm ? i18n._(ARM_LABELS[reading.arm]) : null,
  ].filter(Boolean);
  const when = formatDateTime(reading.measuredAt, timeZone);
  return (
    <LatestCard
      title={t`Latest reading · ${when}`}
      value={`${reading.systolic}/${reading.diastolic}`}
      unit="mmHg"
      urgent={crisis}
    >
      {details.length > 0 ? <p className="text-sm text-slate-700">{details.join(' · ')}</p> : null}
      <CategoryBadge
        className="mt-2"
        tone={BP_TONES[reading.category]}
        label={i18n._(BP_LABEL_TEXT[reading.category])}
      />
      <Advice text={i18n._(BP_ADVICE_TEXT[reading.category])} urgent={crisis} />
    </LatestCard>
  );
}
