import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { HeartPulse } from 'lucide-react';
import type { BloodPressureReading } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { i18n } from '@web/lib/i18n/i18n';
import { AverageCell } from '../averages-card';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import type { ReadingsLook, ReadingsProps } from '../tracker-definition';
import { chartPart, READING_LOOK_TEXTS, READINGS_TREND } from '../readings-parts';
import { TrackerReadings } from '../tracker-readings';
import { BpLatest } from './bp-latest';
import { ARM_LABELS, bpAverages, formatBp, type BpAverage } from './bp-summary';
import type { BpView } from './bp-view';
import { BP_LABEL_TEXT } from './bp-texts';

function AverageBp({ average }: { average: BpAverage }) {
  const { systolic, diastolic, category, count } = average;
  if (systolic === null || diastolic === null || !category)
    return <AverageCell value="" count={0} />;
  return (
    <AverageCell
      count={count}
      value={
        <>
          {formatBp(systolic, diastolic)}
          <CategoryBadge
            className="mt-1 flex w-fit"
            tone={BP_TONES[category]}
            label={i18n._(BP_LABEL_TEXT[category])}
          />
        </>
      }
    />
  );
}

function Summary({ latest, view }: { latest: BloodPressureReading; view: BpView }) {
  return <BpLatest reading={latest} timeZone={view.timeZone} />;
}

function averages({ data, now }: BpView) {
  const { last7, last30 } = bpAverages(data.recent.data ?? [], now);
  return {
    rows: [
      {
        label: t`Blood pressure`,
        last7: <AverageBp average={last7} />,
        last30: <AverageBp average={last30} />,
      },
      {
        label: t`Pulse`,
        last7: <AverageCell value={last7.pulse} count={last7.pulseCount} />,
        last30: <AverageCell value={last30.pulse} count={last30.pulseCount} />,
      },
    ],
  };
}

function Item({ reading: r, view }: { reading: BloodPressureReading; view: BpView }) {
  const { pulse } = r;
  const extra = [
    pulse != null ? t`pulse ${pulse}` : null,
    r.arm ? i18n._(ARM_LABELS[r.arm]) : null,
  ];
  return (
    <>
      <p className="font-semibold text-slate-900">
        {r.systolic}/{r.diastolic} <span className="text-sm font-normal text-slate-600">mmHg</span>
      </p>
      <p className="text-xs text-slate-600">
        {[formatDateTime(r.measuredAt, view.timeZone), ...extra].filter(Boolean).join(' · ')}
      </p>
    </>
  );
}

const look: ReadingsLook<'blood-pressure', BpView> = {
  texts: READING_LOOK_TEXTS,
  empty: {
    icon: HeartPulse,
    help: (
      <>
        <p>
          <Trans>
            Sit quietly for 5 minutes, feet flat and arm resting at heart level. Then enter the top
            (systolic) and bottom (diastolic) numbers from the monitor.
          </Trans>
        </p>
        <p>
          <Trans>
            MedMitra tells you what they mean: below 120/80 is normal, and 130/80 or more is high
            blood pressure. Readings over days show the real picture.
          </Trans>
        </p>
      </>
    ),
  },
  describe: (r, view) => {
    const when = formatDateTime(r.measuredAt, view.timeZone);
    const { systolic, diastolic } = r;
    return t`the reading of ${when} (${systolic}/${diastolic})`;
  },
  Summary,
  averages,
  Item,
  badge: (r) => ({ tone: BP_TONES[r.category], label: i18n._(BP_LABEL_TEXT[r.category]) }),
  chart: {
    title: msg`Blood pressure over time`,
    ranged: true,
    emptyText: READINGS_TREND,
    part: chartPart(() => import('./bp-chart').then((m) => m.BpChart)),
  },
};

/** The blood pressure readings: the latest, averages, chart and history. */
export function BpReadings(props: ReadingsProps<'blood-pressure', BpView>) {
  return <TrackerReadings look={look} {...props} />;
}
