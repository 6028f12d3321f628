import { HeartPulse } from 'lucide-react';
import type { BloodPressureReading } from '@core/contract/health';
import { BP_LABELS } from '@core/health/blood-pressure';
import { formatDateTime } from '@web/lib/format-date';
import { AverageCell } from '../averages-card';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { lazyPart } from '../lazy-load';
import type { ReadingsLook, ReadingsProps } from '../tracker-definition';
import { TrackerReadings } from '../tracker-readings';
import { BpLatest } from './bp-latest';
import { ARM_LABELS, bpAverages, formatBp, type BpAverage } from './bp-summary';
import type { BpView } from './bp-tab';

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
            label={BP_LABELS[category]}
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
        label: 'Blood pressure',
        last7: <AverageBp average={last7} />,
        last30: <AverageBp average={last30} />,
      },
      {
        label: 'Pulse',
        last7: <AverageCell value={last7.pulse} count={last7.pulseCount} />,
        last30: <AverageCell value={last30.pulse} count={last30.pulseCount} />,
      },
    ],
  };
}

function Item({ reading: r, view }: { reading: BloodPressureReading; view: BpView }) {
  const extra = [r.pulse != null ? `pulse ${r.pulse}` : null, r.arm ? ARM_LABELS[r.arm] : null];
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
  texts: {
    first: 'Log your first reading',
    editTitle: 'Edit reading',
    deleteTitle: 'Delete this reading?',
  },
  empty: {
    icon: HeartPulse,
    help: (
      <>
        <p>
          Sit quietly for 5 minutes, feet flat and arm resting at heart level. Then enter the top
          (systolic) and bottom (diastolic) numbers from the monitor.
        </p>
        <p>
          MedMitra tells you what they mean: below 120/80 is normal, and 130/80 or more is high
          blood pressure. Readings over days show the real picture.
        </p>
      </>
    ),
  },
  describe: (r, view) =>
    `the reading of ${formatDateTime(r.measuredAt, view.timeZone)} (${r.systolic}/${r.diastolic})`,
  Summary,
  averages,
  Item,
  badge: (r) => ({ tone: BP_TONES[r.category], label: BP_LABELS[r.category] }),
  chart: {
    title: 'Blood pressure over time',
    ranged: true,
    emptyText: 'Log two or more readings in this period to see the trend.',
    part: lazyPart(() => import('./bp-chart').then((m) => m.BpChart), 'Loading the chart...'),
  },
};

/** The blood pressure readings: the latest, averages, chart and history. */
export function BpReadings(props: ReadingsProps<'blood-pressure', BpView>) {
  return <TrackerReadings look={look} {...props} />;
}
