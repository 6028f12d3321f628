import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import type { BodyMeasurement } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { i18n } from '@web/lib/i18n/i18n';
import { AverageCell } from '../averages-card';
import { BMI_TONES } from '../category-tones';
import { formatNumber } from '../form-numbers';
import type { ReadingsLook, ReadingsProps } from '../tracker-definition';
import { chartPart } from '../readings-parts';
import { TrackerReadings } from '../tracker-readings';
import { BodyLatest } from './body-latest';
import { GoalCard } from './goal-card';
import { weightAverages } from './body-summary';
import type { BodyView } from './body-view';
import { BMI_LABEL_TEXT } from './bmi-texts';

const kg = (mean: number | null) => (mean === null ? '' : `${formatNumber(mean)} kg`);

function Summary({ latest, view }: { latest: BodyMeasurement; view: BodyView }) {
  const { member } = view.who;
  return (
    <>
      <BodyLatest latest={latest} previous={view.data.previous} timeZone={view.timeZone} />
      {member ? (
        <GoalCard
          member={member}
          latestKg={latest.weightKg}
          heightCm={latest.heightCm}
          adult={view.adult}
        />
      ) : null}
    </>
  );
}

function averages({ data, now }: BodyView) {
  const { last7Days, last30Days } = weightAverages(data.recent.data ?? [], now);
  return {
    rows: [
      {
        label: t`Weight`,
        last7: <AverageCell value={kg(last7Days.mean)} count={last7Days.count} />,
        last30: <AverageCell value={kg(last30Days.mean)} count={last30Days.count} />,
      },
    ],
  };
}

function Item({ reading: r, view }: { reading: BodyMeasurement; view: BodyView }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {formatNumber(r.weightKg)} kg{' '}
        <span className="text-sm font-normal text-slate-600">
          · {formatNumber(r.heightCm)} cm · BMI {r.bmi.toFixed(1)}
        </span>
      </p>
      <p className="text-xs text-slate-600">{formatDateTime(r.measuredAt, view.timeZone)}</p>
    </>
  );
}

const look: ReadingsLook<'weight-height', BodyView> = {
  texts: {
    first: msg`Log your first measurement`,
    editTitle: msg`Edit measurement`,
    deleteTitle: msg`Delete this measurement?`,
  },
  empty: {
    icon: Scale,
    help: (
      <>
        <p>
          <Trans>
            Enter the weight in kg and the height in cm. MedMitra works out the BMI and tells you
            what it means by the Asian-Indian cut-offs: 18.5 to 22.9 is healthy, 23 or more is
            overweight.
          </Trans>
        </p>
        <p>
          <Trans>The height is remembered, so next time only the weight is needed.</Trans>
        </p>
      </>
    ),
  },
  describe: (r, view) => {
    const when = formatDateTime(r.measuredAt, view.timeZone);
    const weight = formatNumber(r.weightKg);
    return t`the measurement of ${when} (${weight} kg)`;
  },
  Summary,
  averages,
  Item,
  badge: (r) =>
    r.category ? { tone: BMI_TONES[r.category], label: i18n._(BMI_LABEL_TEXT[r.category]) } : null,
  chart: {
    title: msg`Weight and BMI over time`,
    ranged: true,
    emptyText: msg`Log two or more measurements in this period to see the trend.`,
    part: chartPart(() => import('./body-chart').then((m) => m.BodyChart)),
  },
};

/** Weight and height: the latest with the BMI, the averages, chart and history. */
export function BodyReadings(props: ReadingsProps<'weight-height', BodyView>) {
  return <TrackerReadings look={look} {...props} />;
}
