import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { Period } from '@core/contract/health';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { historyRows, periodRangeText, type HistoryRow } from './history-rows';
import { FLOW_LABELS } from './period-form-values';

/** How many periods show before "Show all". */
const FIRST_ROWS = 6;

function ExcludeSwitch({
  id,
  checked,
  busy,
  onChange,
}: {
  id: string;
  checked: boolean;
  busy: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm text-slate-700">
        <Trans>Leave this cycle out of predictions</Trans>
        <span className="block text-xs text-slate-600">
          <Trans>For a cycle thrown off by illness, travel or a pill</Trans>
        </span>
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={busy}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

function HistoryItem({
  row,
  today,
  busy,
  onEdit,
  onDelete,
  onExclude,
}: {
  row: HistoryRow;
  today: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onExclude: (excluded: boolean) => void;
}) {
  const { period, days, cycleLength } = row;
  const { i18n, t } = useLingui();
  const range = periodRangeText(period, today);
  const flow = period.flow ? i18n._(FLOW_LABELS[period.flow]) : null;
  const facts = [
    days ? plural(days, { one: '# day', other: '# days' }) : null,
    flow ? t`${flow} flow` : null,
  ].filter(Boolean);
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{range}</p>
          {facts.length > 0 ? <p className="text-sm text-slate-600">{facts.join(' · ')}</p> : null}
        </div>
        <div className="flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={t`Edit period ${range}`} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700"
            aria-label={t`Delete period ${range}`}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {period.symptoms.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Symptoms`}>
          {period.symptoms.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {s}
            </li>
          ))}
        </ul>
      ) : null}
      {period.notes ? <p className="text-sm wrap-anywhere text-slate-700">{period.notes}</p> : null}
      {cycleLength !== null ? (
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="mb-2 text-sm text-slate-700">
            {period.excluded ? (
              <Trans>
                Cycle: <span className="font-semibold text-slate-900">{cycleLength} days</span>{' '}
                (left out)
              </Trans>
            ) : (
              <Trans>
                Cycle: <span className="font-semibold text-slate-900">{cycleLength} days</span>
              </Trans>
            )}
          </p>
          <ExcludeSwitch
            id={`exclude-${period.id}`}
            checked={period.excluded}
            busy={busy}
            onChange={onExclude}
          />
        </div>
      ) : null}
    </li>
  );
}

/** Logged periods, newest first, with edit, delete and "leave this cycle out". */
export function PeriodHistory(props: {
  periods: readonly Period[];
  today: string;
  busyId: string | null;
  onEdit: (period: Period) => void;
  onDelete: (period: Period) => void;
  onExclude: (period: Period, excluded: boolean) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const rows = historyRows(props.periods);
  const count = rows.length;
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  if (rows.length === 0) {
    return (
      <p className="py-2 text-sm text-slate-600">
        <Trans>No periods logged yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {shown.map((row) => (
          <HistoryItem
            key={row.period.id}
            row={row}
            today={props.today}
            busy={props.busyId === row.period.id}
            onEdit={() => props.onEdit(row.period)}
            onDelete={() => props.onDelete(row.period)}
            onExclude={(excluded) => props.onExclude(row.period, excluded)}
          />
        ))}
      </ul>
      {rows.length > FIRST_ROWS && !showAll ? (
        <Button variant="outline" className="mt-2 w-full" onClick={() => setShowAll(true)}>
          <Plural value={count} one="Show all # period" other="Show all # periods" />
        </Button>
      ) : null}
    </>
  );
}
