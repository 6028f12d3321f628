import { useLingui } from '@lingui/react/macro';
import type { SugarReading } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
import { Advice, LatestCard } from '../latest-card';
import { isUrgentSugar } from './sugar-summary';
import { SUGAR_CATEGORY_TEXT, SUGAR_TYPE_TEXT, sugarAdviceText } from './sugar-texts';
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
  const { i18n, t } = useLingui();
  const urgent = isUrgentSugar(reading);
  const when = formatDateTime(reading.measuredAt, timeZone);
  return (
    <LatestCard
      title={t`Latest reading · ${when}`}
      value={sugarNumber(reading.value, reading.type, unit)}
      unit={`${unitFor(reading.type, unit)} · ${i18n._(SUGAR_TYPE_TEXT[reading.type])}`}
      urgent={urgent}
    >
      <CategoryBadge
        className="mt-2"
        tone={SUGAR_TONES[reading.category]}
        label={i18n._(SUGAR_CATEGORY_TEXT[reading.category])}
      />
      <Advice text={sugarAdviceText(i18n, reading.value, reading.type)} urgent={urgent} />
    </LatestCard>
  );
}
