import { useDeferredValue } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AveragesCard } from './averages-card';
import { CategoryBadge } from './category-badge';
import { ChartSlot } from './chart-slot';
import { EmptyState } from './first-reading';
import { HistoryList } from './history-list';
import type { ReadingOf, Tracker } from './queries';
import { RangeChart } from './range-chart';
import { ReadingDialogs, useReadingDialogs } from './reading-dialogs';
import type { ReadingsLook, ReadingsProps, TrackerScope } from './tracker-definition';

/**
 * A tracker's readings, laid out the same for each: the latest and its summary, the averages,
 * the chart and the history with edit and delete; or, before the first reading, what to measure
 * and how. Loaded with the tab, while the readings are fetched.
 */
export function TrackerReadings<T extends Tracker, V extends TrackerScope<T>>({
  look,
  tracker,
  view,
  form,
  entry,
}: ReadingsProps<T, V> & { look: ReadingsLook<T, V> }) {
  const { i18n, t } = useLingui();
  const dialogs = useReadingDialogs<ReadingOf<T>>();
  const { data, who, now, timeZone } = view;
  const { texts, chart } = look;
  const describe = (reading: ReadingOf<T>) => look.describe(reading, view);
  const averages = look.averages?.(view);
  // The history (up to 20 rows) is drawn in a second, interruptible render: the latest reading
  // above it (what a person opened the tab for, and the page's largest text) is painted first,
  // and a slow phone's main thread is not held for the whole list at once (docs/architecture.md
  // "Budgets", TBT). (Rendered to HTML, as the tests do, there is no second render: the list comes
  // at once.)
  const history = useDeferredValue<readonly ReadingOf<T>[] | null>(
    data.items,
    typeof window === 'undefined' ? data.items : null,
  );
  const row = (reading: ReadingOf<T>) => {
    const badge = look.badge?.(reading);
    return (
      <>
        <look.Item reading={reading} view={view} />
        {badge ? <CategoryBadge className="mt-1" tone={badge.tone} label={badge.label} /> : null}
        {reading.notes ? (
          <p className="mt-1 text-sm wrap-anywhere text-slate-700">{reading.notes}</p>
        ) : null}
      </>
    );
  };

  return (
    <>
      {data.latest ? (
        <>
          <look.Summary latest={data.latest} view={view} />
          {averages ? <AveragesCard rows={averages.rows} note={averages.note} /> : null}
          <ChartSlot title={i18n._(chart.title)} withRanges={chart.ranged}>
            {(range) =>
              chart.ranged ? (
                <RangeChart
                  tracker={tracker}
                  memberId={who.memberId ?? ''}
                  range={range}
                  now={now}
                  timeZone={timeZone}
                  prefetch={chart.part.prefetch}
                  emptyText={i18n._(chart.emptyText)}
                >
                  {(readings) => <chart.part.Part readings={readings} view={view} />}
                </RangeChart>
              ) : data.items.length >= 2 ? (
                <chart.part.Part readings={data.items} view={view} />
              ) : (
                <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                  {i18n._(chart.emptyText)}
                </p>
              )
            }
          </ChartSlot>
          {history ? (
            <HistoryList
              title={t`History`}
              items={history}
              describe={describe}
              render={row}
              onEdit={dialogs.startEdit}
              onDelete={dialogs.startDelete}
              onEditIntent={form.prefetch}
              hasMore={data.hasMore}
              loadingMore={data.loadingMore}
              onMore={data.showMore}
            />
          ) : null}
        </>
      ) : entry.open ? null : (
        <EmptyState
          icon={look.empty.icon}
          title={i18n._(texts.first)}
          buttonLabel={i18n._(texts.first)}
          onStart={entry.show}
          onIntent={form.prefetch}
        >
          {look.empty.help}
        </EmptyState>
      )}
      <ReadingDialogs
        tracker={tracker}
        dialogs={dialogs}
        editTitle={i18n._(texts.editTitle)}
        renderForm={(reading, done) => (
          <form.Part
            members={who.members}
            reading={reading}
            memberId={reading.memberId}
            view={view}
            onDone={done}
          />
        )}
        deleteTitle={i18n._(texts.deleteTitle)}
        describe={describe}
      />
    </>
  );
}
