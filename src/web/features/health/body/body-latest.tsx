import type { BodyMeasurement } from '@core/contract/health';
import { BMI_LABELS, healthyWeightRange } from '@core/health/bmi';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { BMI_TONES } from '../category-tones';
import { formatNumber } from '../form-numbers';
import { LatestCard } from '../latest-card';
import { weightChange } from './body-summary';

const BMI_MEANING = {
  underweight: 'Below the healthy range. A doctor or dietitian can help find out why.',
  normal: 'In the healthy range for Asian Indians (18.5 to 22.9).',
  overweight:
    'Overweight by the Asian-Indian cut-offs (23 to 24.9), which are lower than the global ones because the risk of diabetes and heart disease starts earlier.',
  obese:
    'Obese by the Asian-Indian cut-offs (25 or more). Talk to your doctor about a plan that suits you.',
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
  const range = latest.category ? healthyWeightRange(latest.heightCm) : null;
  const change = weightChange(latest, previous);
  return (
    <LatestCard
      title={`Latest measurement · ${formatDateTime(latest.measuredAt, timeZone)}`}
      value={formatNumber(latest.weightKg)}
      unit={`kg · ${formatNumber(latest.heightCm)} cm`}
    >
      {change ? <p className="text-sm text-slate-700">{change}</p> : null}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-900">
        <span className="font-semibold">BMI {latest.bmi.toFixed(1)}</span>
        {latest.category ? (
          <CategoryBadge tone={BMI_TONES[latest.category]} label={BMI_LABELS[latest.category]} />
        ) : null}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {latest.category
          ? BMI_MEANING[latest.category]
          : 'Adult BMI categories do not apply under 18: a paediatrician reads BMI on an age chart.'}
      </p>
      {range ? (
        <p className="mt-1 text-sm text-slate-700">
          Healthy weight at {formatNumber(latest.heightCm)} cm: {formatNumber(range.minKg)} to{' '}
          {formatNumber(range.maxKg)} kg.
        </p>
      ) : null}
    </LatestCard>
  );
}
