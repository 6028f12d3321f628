import { useMemo } from 'react';
import { Scale } from 'lucide-react';
import type { BodyMeasurement } from '@core/contract/health';
import { BMI_LABELS, bmiAppliesToAge } from '@core/health/bmi';
import { formatDateTime } from '@web/lib/format-date';
import { AverageCell, AveragesCard } from '../averages-card';
import { CategoryBadge } from '../category-badge';
import { BMI_TONES } from '../category-tones';
import { ChartSlot } from '../chart-slot';
import { EmptyState } from '../empty-state';
import { formatNumber } from '../form-numbers';
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
import { todayIn } from '../zoned-input';
import { BodyLatest } from './body-latest';
import { ageOf } from './body-form-values';
import { weightAverages } from './body-summary';

const form = lazyPart(() => import('./body-form').then((m) => m.BodyForm), 'Loading the form...');
const chart = lazyPart(
  () => import('./body-chart').then((m) => m.BodyChart),
  'Loading the chart...',
);

function HistoryItem({ r, timeZone }: { r: BodyMeasurement; timeZone: string }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {formatNumber(r.weightKg)} kg{' '}
        <span className="text-sm font-normal text-slate-600">
          · {formatNumber(r.heightCm)} cm · BMI {r.bmi.toFixed(1)}
        </span>
      </p>
      <p className="text-xs text-slate-600">{formatDateTime(r.measuredAt, timeZone)}</p>
      {r.category ? (
        <CategoryBadge
          className="mt-1"
          tone={BMI_TONES[r.category]}
          label={BMI_LABELS[r.category]}
        />
      ) : null}
      {r.notes ? <p className="mt-1 text-sm wrap-anywhere text-slate-700">{r.notes}</p> : null}
    </>
  );
}

/** /health?tab=weight-height */
export default function BodyTab() {
  const timeZone = useTimeZone();
  const now = useNow();
  const who = useTrackerMember('weight-height');
  const data = useTrackerData('weight-height', who.memberId, now, timeZone);
  const entry = useQuickEntry();
  const dialogs = useReadingDialogs<BodyMeasurement>();
  const remove = useDeleteReading('weight-height');
  const recent = data.recent.data;
  const averages = useMemo(() => weightAverages(recent ?? [], now), [recent, now]);
  const today = todayIn(timeZone, now);
  const age = (id: string) => ageOf(who.members.find((m) => m.id === id)?.dateOfBirth, today);
  const adult = bmiAppliesToAge(who.memberId ? age(who.memberId) : null);
  const describe = (r: BodyMeasurement) =>
    `the measurement of ${formatDateTime(r.measuredAt, timeZone)} (${formatNumber(r.weightKg)} kg)`;
  const formProps = {
    members: who.members,
    lastHeightCm: data.latest?.heightCm ?? null,
    ageOf: age,
    timeZone,
  };
  const kg = (mean: number | null) => (mean === null ? '' : `${formatNumber(mean)} kg`);

  return (
    <TrackerFrame who={who} pickerLabel="Whose weight and height" history={data.history}>
      {(state) => (
        <>
          <QuickEntry
            id="body-entry"
            title="Log weight and height"
            subtitle={`For ${who.member ? memberName(who.member) : ''}. Weigh in the morning, before breakfast.`}
            buttonLabel="Log a measurement"
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
              what="measurements"
              onRetry={() => void data.history.refetch()}
            />
          ) : data.latest ? (
            <>
              <BodyLatest latest={data.latest} previous={data.previous} timeZone={timeZone} />
              <AveragesCard
                rows={[
                  {
                    label: 'Weight',
                    last7: (
                      <AverageCell
                        value={kg(averages.last7Days.mean)}
                        count={averages.last7Days.count}
                      />
                    ),
                    last30: (
                      <AverageCell
                        value={kg(averages.last30Days.mean)}
                        count={averages.last30Days.count}
                      />
                    ),
                  },
                ]}
              />
              <ChartSlot title="Weight and BMI over time">
                {(range) => (
                  <RangeChart
                    tracker="weight-height"
                    memberId={who.memberId ?? ''}
                    range={range}
                    now={now}
                    timeZone={timeZone}
                    prefetch={chart.prefetch}
                    emptyText="Log two or more measurements in this period to see the trend."
                  >
                    {(readings) => (
                      <chart.Part readings={readings} adult={adult} timeZone={timeZone} />
                    )}
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
              icon={Scale}
              title="Log your first measurement"
              buttonLabel="Log your first measurement"
              onStart={entry.show}
              onIntent={form.prefetch}
            >
              <p>
                Enter the weight in kg and the height in cm. MedMitra works out the BMI and tells
                you what it means by the Asian-Indian cut-offs: 18.5 to 22.9 is healthy, 23 or more
                is overweight.
              </p>
              <p>The height is remembered, so next time only the weight is needed.</p>
            </EmptyState>
          )}
          <ReadingDialogs
            dialogs={dialogs}
            editTitle="Edit measurement"
            renderForm={(reading, done) => (
              <form.Part
                {...formProps}
                reading={reading}
                memberId={reading.memberId}
                onDone={done}
              />
            )}
            deleteTitle="Delete this measurement?"
            describe={describe}
            deleting={remove.isPending}
            onDelete={(reading, done) => remove.mutate(reading.id, { onSettled: done })}
          />
        </>
      )}
    </TrackerFrame>
  );
}
