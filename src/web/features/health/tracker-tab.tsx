import { useEffect } from 'react';
// Core's, not zoned-input's todayIn: that module (form conversions) belongs with the forms' code.
import { localDay } from '@core/medicines/time-zone';
import { useLingui } from '@lingui/react/macro';
import { memberName } from '@web/lib/member-name';
import { QuickEntry, useQuickEntry } from './quick-entry';
import type { Tracker } from './queries';
import type { TrackerDefinition, TrackerScope } from './tracker-definition';
import { HistoryProblem, TrackerFrame } from './tracker-frame';
import { useNow } from '@web/lib/clock';
import { useTimeZone } from './use-time-zone';
import { useTrackerData } from './use-tracker-data';
import { useTrackerMember } from './use-tracker-member';

/**
 * One tracker's tab (blood pressure, sugar, weight, eye sight), the same for each: member chips,
 * quick entry, then the readings (TrackerReadings) once they are in, or why they are not.
 */
export function TrackerTab<T extends Tracker, V extends TrackerScope<T>>({
  definition: d,
}: {
  definition: TrackerDefinition<T, V>;
}) {
  const { i18n, t } = useLingui();
  const timeZone = useTimeZone();
  const now = useNow();
  const who = useTrackerMember(d.tracker);
  const data = useTrackerData(d.tracker, who.memberId, now, timeZone);
  const entry = useQuickEntry();
  const view = d.useView({ who, data, now, timeZone, today: localDay(now, timeZone) });
  const { texts, form, readings } = d;
  const memberId = who.memberId ?? '';
  const name = who.member ? memberName(who.member) : '';
  // The readings' code downloads while the readings themselves do.
  const prefetchReadings = readings.prefetch;
  useEffect(() => prefetchReadings(), [prefetchReadings]);

  return (
    <TrackerFrame who={who} pickerLabel={i18n._(texts.picker)} history={data.history}>
      {(state) => (
        <>
          {d.Toolbar ? <d.Toolbar view={view} /> : null}
          <QuickEntry
            id={`${d.id}-entry`}
            title={i18n._(texts.entryTitle)}
            subtitle={`${t`For ${name}.`} ${i18n._(texts.entryTip)}`}
            buttonLabel={i18n._(texts.logButton)}
            entry={entry}
            onIntent={form.prefetch}
          >
            <form.Part
              // Another member chosen while the form is open: start again with their defaults.
              key={memberId}
              members={who.members}
              reading={null}
              memberId={memberId}
              view={view}
              onDone={(saved) => {
                if (saved) who.choose(saved.memberId);
                entry.close();
              }}
            />
          </QuickEntry>
          {state !== 'ready' ? (
            <HistoryProblem
              state={state}
              loading={i18n._(texts.loading)}
              failed={i18n._(texts.failed)}
              onRetry={() => void data.history.refetch()}
            />
          ) : (
            <readings.Part tracker={d.tracker} view={view} form={form} entry={entry} />
          )}
        </>
      )}
    </TrackerFrame>
  );
}
