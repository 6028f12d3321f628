import { Eye } from 'lucide-react';
import type { EyeTest } from '@core/contract/health';
import { formatDioptres } from '@core/health/eyesight';
import { formatCalendarDate } from '@web/lib/format-date';
import { ChartSlot } from '../chart-slot';
import { EmptyState } from '../empty-state';
import { HistoryList } from '../history-list';
import { lazyPart } from '../lazy-load';
import { memberName } from '../member-picker';
import { useDeleteReading, useReadings } from '../queries';
import { QuickEntry, useQuickEntry } from '../quick-entry';
import { ReadingDialogs, useReadingDialogs } from '../reading-dialogs';
import { HistoryProblem, TrackerFrame } from '../tracker-frame';
import { useNow } from '../use-now';
import { useTimeZone } from '../use-time-zone';
import { useTrackerMember } from '../use-tracker-member';
import { todayIn } from '../zoned-input';
import { EyeLatest } from './eye-latest';

const form = lazyPart(() => import('./eye-form').then((m) => m.EyeForm), 'Loading the form...');
const chart = lazyPart(() => import('./eye-chart').then((m) => m.EyeChart), 'Loading the chart...');

/** Eye tests are a few a year: one list serves the history, the latest, the change and the chart. */
const EYE_TESTS_LIMIT = 200;

function eyeText(e: EyeTest['right']): string {
  const parts = [formatDioptres(e.sph)];
  if (e.cyl) parts.push(`${formatDioptres(e.cyl)} × ${e.axis ?? '?'}`);
  return parts.join(' ');
}

function HistoryItem({ t }: { t: EyeTest }) {
  const vision = [t.right.acuity, t.left.acuity].some(Boolean)
    ? `Vision ${t.right.acuity ?? '–'} / ${t.left.acuity ?? '–'}`
    : null;
  return (
    <>
      <p className="font-semibold text-slate-900">{formatCalendarDate(t.testDate)}</p>
      <p className="text-sm text-slate-800">
        Right {eyeText(t.right)} · Left {eyeText(t.left)}
      </p>
      {vision ? <p className="text-xs text-slate-600">{vision}</p> : null}
      {t.notes ? <p className="mt-1 text-sm wrap-anywhere text-slate-700">{t.notes}</p> : null}
    </>
  );
}

/** /health?tab=eye-sight */
export default function EyeTab() {
  const timeZone = useTimeZone();
  const today = todayIn(timeZone, useNow());
  const who = useTrackerMember('eye-sight');
  const tests = useReadings(
    'eye-sight',
    who.memberId ? { memberId: who.memberId, limit: EYE_TESTS_LIMIT } : null,
  );
  const entry = useQuickEntry();
  const dialogs = useReadingDialogs<EyeTest>();
  const remove = useDeleteReading('eye-sight');
  const items = tests.data ?? [];
  const latest = items[0] ?? null;
  const describe = (t: EyeTest) => `the eye test of ${formatCalendarDate(t.testDate)}`;
  const formProps = { members: who.members, today };

  return (
    <TrackerFrame who={who} pickerLabel="Whose eye tests" history={tests}>
      {(state) => (
        <>
          <QuickEntry
            id="eye-entry"
            title="Log an eye test"
            subtitle={`For ${who.member ? memberName(who.member) : ''}. Copy the numbers from the prescription.`}
            buttonLabel="Log an eye test"
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
            <HistoryProblem state={state} what="eye tests" onRetry={() => void tests.refetch()} />
          ) : latest ? (
            <>
              <EyeLatest latest={latest} previous={items[1] ?? null} today={today} />
              <ChartSlot title="SPH over the years" withRanges={false}>
                {() =>
                  items.length >= 2 ? (
                    <chart.Part tests={items} />
                  ) : (
                    <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                      Log the next test (or an older prescription) to see how the power changes.
                    </p>
                  )
                }
              </ChartSlot>
              <HistoryList
                title="History"
                items={items}
                describe={describe}
                render={(t) => <HistoryItem t={t} />}
                onEdit={dialogs.startEdit}
                onDelete={dialogs.startDelete}
                onEditIntent={form.prefetch}
                hasMore={false}
                loadingMore={false}
                onMore={() => undefined}
              />
            </>
          ) : entry.open ? null : (
            <EmptyState
              icon={Eye}
              title="Log your first eye test"
              buttonLabel="Log your first eye test"
              onStart={entry.show}
              onIntent={form.prefetch}
            >
              <p>
                Copy SPH, CYL, AXIS and ADD for each eye from the optician&apos;s prescription.
                Older prescriptions count too: enter them with their dates.
              </p>
              <p>
                With two or more tests MedMitra shows how the power changes each year, which matters
                most for children whose short sight is still growing.
              </p>
            </EmptyState>
          )}
          <ReadingDialogs
            dialogs={dialogs}
            editTitle="Edit eye test"
            renderForm={(reading, done) => (
              <form.Part
                {...formProps}
                reading={reading}
                memberId={reading.memberId}
                onDone={done}
              />
            )}
            deleteTitle="Delete this eye test?"
            describe={describe}
            deleting={remove.isPending}
            onDelete={(reading, done) => remove.mutate(reading.id, { onSettled: done })}
          />
        </>
      )}
    </TrackerFrame>
  );
}
