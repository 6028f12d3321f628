import { useMemo } from 'react';
import { Droplet } from 'lucide-react';
import type { SugarReading } from '@core/contract/health';
import { SUGAR_CATEGORY_LABELS, SUGAR_TYPE_LABELS } from '@core/health/sugar';
import { formatDateTime } from '@web/lib/format-date';
import { AverageCell, AveragesCard } from '../averages-card';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
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
import { SugarLatest } from './sugar-latest';
import { sugarAverages } from './sugar-summary';
import { SugarUnitToggle, useSugarUnit } from './sugar-unit-toggle';
import { formatSugar, sugarNumber, type SugarUnit } from './sugar-units';

const form = lazyPart(() => import('./sugar-form').then((m) => m.SugarForm), 'Loading the form...');
const chart = lazyPart(
  () => import('./sugar-chart').then((m) => m.SugarChart),
  'Loading the chart...',
);

function HistoryItem({
  r,
  unit,
  timeZone,
}: {
  r: SugarReading;
  unit: SugarUnit;
  timeZone: string;
}) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {formatSugar(r.value, r.type, unit)}{' '}
        <span className="text-sm font-normal text-slate-600">{SUGAR_TYPE_LABELS[r.type]}</span>
      </p>
      <p className="text-xs text-slate-600">{formatDateTime(r.measuredAt, timeZone)}</p>
      <CategoryBadge
        className="mt-1"
        tone={SUGAR_TONES[r.category]}
        label={SUGAR_CATEGORY_LABELS[r.category]}
      />
      {r.notes ? <p className="mt-1 text-sm wrap-anywhere text-slate-700">{r.notes}</p> : null}
    </>
  );
}

/** /health?tab=sugar-levels */
export default function SugarTab() {
  const timeZone = useTimeZone();
  const now = useNow();
  const [unit, setUnit] = useSugarUnit();
  const who = useTrackerMember('sugar-levels');
  const data = useTrackerData('sugar-levels', who.memberId, now, timeZone);
  const entry = useQuickEntry();
  const dialogs = useReadingDialogs<SugarReading>();
  const remove = useDeleteReading('sugar-levels');
  const recent = data.recent.data;
  const averages = useMemo(() => sugarAverages(recent ?? [], now), [recent, now]);
  const describe = (r: SugarReading) =>
    `the ${SUGAR_TYPE_LABELS[r.type].toLowerCase()} reading of ${formatDateTime(r.measuredAt, timeZone)} (${formatSugar(r.value, r.type, unit)})`;
  const formProps = {
    members: who.members,
    lastType: data.latest?.type ?? null,
    unit,
    timeZone,
  };

  return (
    <TrackerFrame who={who} pickerLabel="Whose sugar readings" history={data.history}>
      {(state) => (
        <>
          <SugarUnitToggle unit={unit} onChange={setUnit} />
          <QuickEntry
            id="sugar-entry"
            title="Log sugar"
            subtitle={`For ${who.member ? memberName(who.member) : ''}. Fasting means nothing to eat for 8 hours.`}
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
              <SugarLatest reading={data.latest} unit={unit} timeZone={timeZone} />
              {averages.length > 0 ? (
                <AveragesCard
                  rows={averages.map((row) => ({
                    label: SUGAR_TYPE_LABELS[row.type],
                    last7: (
                      <AverageCell
                        count={row.last7.count}
                        value={
                          row.last7.mean === null ? '' : sugarNumber(row.last7.mean, row.type, unit)
                        }
                      />
                    ),
                    last30: (
                      <AverageCell
                        count={row.last30.count}
                        value={
                          row.last30.mean === null
                            ? ''
                            : sugarNumber(row.last30.mean, row.type, unit)
                        }
                      />
                    ),
                  }))}
                  note={`In ${unit === 'mmol' ? 'mmol/L' : 'mg/dL'}, each type on its own. HbA1c is already a 3-month average.`}
                />
              ) : null}
              <ChartSlot title="Sugar over time">
                {(range) => (
                  <RangeChart
                    tracker="sugar-levels"
                    memberId={who.memberId ?? ''}
                    range={range}
                    now={now}
                    timeZone={timeZone}
                    prefetch={chart.prefetch}
                    emptyText="Log two or more readings in this period to see the trend."
                  >
                    {(readings) => (
                      <chart.Part readings={readings} unit={unit} timeZone={timeZone} />
                    )}
                  </RangeChart>
                )}
              </ChartSlot>
              <HistoryList
                title="History"
                items={data.items}
                describe={describe}
                render={(r) => <HistoryItem r={r} unit={unit} timeZone={timeZone} />}
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
              icon={Droplet}
              title="Log your first reading"
              buttonLabel="Log your first reading"
              onStart={entry.show}
              onIntent={form.prefetch}
            >
              <p>
                Enter the number from the glucometer and when it was taken: fasting (after 8 hours
                without food), before a meal, 2 hours after a meal, at random or at bedtime. An
                HbA1c lab result (%) can be logged too.
              </p>
              <p>
                MedMitra tells you what it means: fasting below 100 mg/dL is normal, 100-125 is the
                prediabetes range and 126 or more the diabetes range.
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
