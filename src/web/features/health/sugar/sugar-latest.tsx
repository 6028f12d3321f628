import type { SugarReading } from '@core/contract/health';
import { SUGAR_CATEGORY_LABELS, SUGAR_TYPE_LABELS, sugarAdvice } from '@core/health/sugar';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
import { Advice, LatestCard } from '../latest-card';
import { isUrgentSugar } from './sugar-summary';
import { sugarNumber, unitFor, type SugarUnit } from './sugar-units';

/** The latest reading with what it means; a very low or very high value says what to do now. */
export function SugarLatest({
  reading,
  unit,
  timeZone,
}: {
  reading: SugarReading;
  unit: SugarUnit;
  timeZone: string;
}) {
  const urgent = isUrgentSugar(reading);
  return (
    <LatestCard
      title={`Latest reading · ${formatDateTime(reading.measuredAt, timeZone)}`}
      value={sugarNumber(reading.value, reading.type, unit)}
      unit={`${unitFor(reading.type, unit)} · ${SUGAR_TYPE_LABELS[reading.type]}`}
      urgent={urgent}
    >
      <CategoryBadge
        className="mt-2"
        tone={SUGAR_TONES[reading.category]}
        label={SUGAR_CATEGORY_LABELS[reading.category]}
      />
      <Advice text={sugarAdvice(reading.value, reading.type)} urgent={urgent} />
    </LatestCard>
  );
}
