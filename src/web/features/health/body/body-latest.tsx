import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BodyMeasurement } from '@core/contract/health';
import { healthyWeightRange } from '@core/health/bmi';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { BMI_TONES } from '../category-tones';
import { formatNumber } from '../form-numbers';
import { LatestCard } from '../latest-card';
import { BMI_LABEL_TEXT } from './bmi-texts';
import { weightChange } from './body-summary';

const BMI_MEANING = {
  underweight: msg`Below the healthy range. A doctor or dietitian can help find out why.`,
  normal: msg`In the healthy range for Asian Indians (18.5 to 22.9).`,
  overweight: msg`Overweight by the Asian-Indian cut-offs (23 to 24.9), which are lower than the global ones because the risk of diabetes and heart disease starts earlier.`,
  obese: msg`Obese by the Asian-Indian cut-offs (25 or more). Talk to your doctor about a plan that suits you.`,
} as const;

/** The latest measurement: weight, BMI with its category, the healthy range and the change. */
export function BodyLatest({
  latest,
  previous,
  timeZone,
}: {
  latest: BodyMeasurement;
  previous: BodyMeasurement | null;
  timeZone: string;
}) {
  const { i18n, t } = useLingui();
  const range = latest.category ? healthyWeightRange(latest.heightCm) : null;
  const change = weightChange(latest, previous);
  const when = formatDateTime(latest.measuredAt, timeZone);
  const height = formatNumber(latest.heightCm);
  const minKg = range ? formatNumber(range.minKg) : '';
  const maxKg = range ? formatNumber(range.maxKg) : '';
  return (
    <LatestCard
      title={t`Latest measurement · ${when}`}
      value={formatNumber(latest.weightKg)}
      unit={`kg · ${formatNumber(latest.heightCm)} cm`}
    >
      {change ? <p className="text-sm text-slate-700">{change}</p> : null}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-900">
        <span className="font-semibold">BMI {latest.bmi.toFixed(1)}</span>
        {latest.category ? (
          <CategoryBadge
            tone={BMI_TONES[latest.category]}
            label={i18n._(BMI_LABEL_TEXT[latest.category])}
          />
        ) : null}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {latest.category
          ? i18n._(BMI_MEANING[latest.category])
          : t`Adult BMI categories do not apply under 18: a paediatrician reads BMI on an age chart.`}
      </p>
      {range ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Healthy weight at {height} cm: {minKg} to {maxKg} kg.
          </Trans>
        </p>
      ) : null}
    </LatestCard>
  );
}
