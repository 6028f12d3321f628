import { useMemo } from 'react';
import { HeartPulse } from 'lucide-react';
import type { BloodPressureReading } from '@core/contract/health';
import { BP_LABELS } from '@core/health/blood-pressure';
import { formatDateTime } from '@web/lib/format-date';
import { AverageCell, AveragesCard } from '../averages-card';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { ChartSlot } from '../chart-slot';
import { EmptyState } from '../empty-state';
import { HistoryList } from '../history-list';
import { lazyPart } from '../lazy-load';
import { memberName } from '../member-picker';
import { useDeleteReading } from '../queries';
import { QuickEntry, useQuickEntry } from '../quick-entry';
import { RangeChart } from '../range-chart';
import { ReadingDialogs, useReadingDialogs } from '../reading-dialogs';
import { HistoryProblem, TrackerFrame } from '../tracker-frame';
import { useNow } from '../use-now';
import { useTimeZone } from '../use-time-zone';
import { useTrackerData } from '../use-tracker-data';
import { useTrackerMember } from '../use-tracker-member';
import { BpLatest } from './bp-latest';
import { ARM_LABELS, bpAverages, formatBp, type BpAverage } from './bp-summary';

const form = lazyPart(() => import('./bp-form').then((m) => m.BpForm), 'Loading the form...');
const chart = lazyPart(() => import('./bp-chart').then((m) => m.BpChart), 'Loading the chart...');

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

function HistoryItem({ r, timeZone }: { r: BloodPressureReading; timeZone: string }) {
  const extra = [r.pulse != null ? `pulse ${r.pulse}` : null, r.arm ? ARM_LABELS[r.arm] : null];
  return (
    <>
      <p className="font-semibold text-slate-900">
        {r.systolic}/{r.diastolic} <span className="text-sm font-normal text-slate-600">mmHg</span>
      </p>
      <p className="text-xs text-slate-600">
        {[formatDateTime(r.measuredAt, timeZone), ...extra].filter(Boolean).join(' · ')}
      </p>
      <CategoryBadge className="mt-1" tone={BP_TONES[r.category]} label={BP_LABELS[r.category]} />
      {r.notes ? <p className="mt-1 text-sm wrap-anywhere text-slate-700">{r.notes}</p> : null}
    </>
  );
}

/** /health?tab=blood-pressure */
export default function BpTab() {
  const timeZone = useTimeZone();
  const now = useNow();
  const who = useTrackerMember('blood-pressure');
  const data = useTrackerData('blood-pressure', who.memberId, now, timeZone);
  const entry = useQuickEntry();
  const dialogs = useReadingDialogs<BloodPressureReading>();
  const remove = useDeleteReading('blood-pressure');
  const recent = data.recent.data;
  const averages = useMemo(() => bpAverages(recent ?? [], now), [recent, now]);
  const describe = (r: BloodPressureReading) =>
    `the reading of ${formatDateTime(r.measuredAt, timeZone)} (${r.systolic}/${r.diastolic})`;
  const formProps = { members: who.members, lastArm: data.latest?.arm ?? null, timeZone };

  return (
    <TrackerFrame who={who} pickerLabel="Whose blood pressure" history={data.history}>
      {(state) => (
        <>
          <QuickEntry
            id="bp-entry"
            title="Log blood pressure"
            subtitle={`For ${who.member ? memberName(who.member) : ''}. Sit quietly for 5 minutes first.`}
            buttonLabel="Log a reading"
            entry={entry}
            onIntent={form.prefetch}
          >
            <form.Part
              // Another member chosen while the form is open: start again with their defaults.
              key={who.memberId}
              {...formProps}
              reading={null}
              memberId={who.memberId ?? ''}
              onDone={(saved) => {
                if (saved) who.choose(saved.memberId);
                entry.close();
              }}
            />
          </QuickEntry>
          {state !== 'ready' ? (
            <HistoryProblem
              state={state}
              what="readings"
              onRetry={() => void data.history.refetch()}
            />
          ) : data.latest ? (
            <>
              <BpLatest reading={data.latest} timeZone={timeZone} />
              <AveragesCard
                rows={[
                  {
                    label: 'Blood pressure',
                    last7: <AverageBp average={averages.last7} />,
                    last30: <AverageBp average={averages.last30} />,
                  },
                  {
                    label: 'Pulse',
                    last7: (
                      <AverageCell value={averages.last7.pulse} count={averages.last7.pulseCount} />
                    ),
                    last30: (
                      <AverageCell
                        value={averages.last30.pulse}
                        count={averages.last30.pulseCount}
                      />
                    ),
                  },
                ]}
              />
              <ChartSlot title="Blood pressure over time">
                {(range) => (
                  <RangeChart
                    tracker="blood-pressure"
                    memberId={who.memberId ?? ''}
                    range={range}
                    now={now}
                    timeZone={timeZone}
                    prefetch={chart.prefetch}
                    emptyText="Log two or more readings in this period to see the trend."
                  >
                    {(readings) => <chart.Part readings={readings} timeZone={timeZone} />}
                  </RangeChart>
                )}
              </ChartSlot>
              <HistoryList
                title="History"
                items={data.items}
                describe={describe}
                render={(r) => <HistoryItem r={r} timeZone={timeZone} />}
                onEdit={dialogs.startEdit}
                onDelete={dialogs.startDelete}
                onEditIntent={form.prefetch}
                hasMore={data.hasMore}
                loadingMore={data.loadingMore}
                onMore={data.showMore}
              />
            </>
          ) : entry.open ? null : (
            <EmptyState
              icon={HeartPulse}
              title="Log your first reading"
              buttonLabel="Log your first reading"
              onStart={entry.show}
              onIntent={form.prefetch}
            >
              <p>
                Sit quietly for 5 minutes, feet flat and arm resting at heart level. Then enter the
                top (systolic) and bottom (diastolic) numbers from the monitor.
              </p>
              <p>
                MedMitra tells you what they mean: below 120/80 is normal, and 130/80 or more is
                high blood pressure. Readings over days show the real picture.
              </p>
            </EmptyState>
          )}
          <ReadingDialogs
            dialogs={dialogs}
            editTitle="Edit reading"
            renderForm={(reading, done) => (
              <form.Part
                {...formProps}
                reading={reading}
                memberId={reading.memberId}
                onDone={done}
              />
            )}
            deleteTitle="Delete this reading?"
            describe={describe}
            deleting={remove.isPending}
            onDelete={(reading, done) => remove.mutate(reading.id, { onSettled: done })}
          />
        </>
      )}
    </TrackerFrame>
  );
}
