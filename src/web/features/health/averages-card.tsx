import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@web/components/ui/card';

export interface AverageRow {
  label: string;
  last7: ReactNode;
  last30: ReactNode;
}

/**
 * PRODUCT §5: the 7- and 30-day averages. Each reading gets a row with two halves, so that a
 * value with its category badge has half the card's width even at 320 px.
 */
export function AveragesCard({ rows, note }: { rows: readonly AverageRow[]; note?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card aria-labelledby="averages-title" className="p-4">
      <h2 id="averages-title" className="text-base font-semibold text-slate-900">
        <Trans>Averages</Trans>
      </h2>
      <div className="mt-1 divide-y divide-slate-200">
        {rows.map(({ label, last7, last30 }) => (
          <section key={label} aria-label={t`${label} averages`} className="py-2.5">
            <h3 className="text-sm font-medium text-slate-700">{label}</h3>
            <dl className="mt-1 grid grid-cols-2 gap-3">
              {[
                { name: t`Last 7 days`, value: last7 },
                { name: t`Last 30 days`, value: last30 },
              ].map(({ name, value }) => (
                <div key={name} className="min-w-0">
                  <dt className="text-xs text-slate-600">{name}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </Card>
  );
}

/** "128/82" with "5 readings" under it, or a dash when the window is empty. */
export function AverageCell({ value, count }: { value: ReactNode; count: number }) {
  if (count === 0) {
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">–</span>
        <span className="sr-only">
          <Trans>No readings</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className="block">
      <span className="text-lg font-semibold">{value}</span>
      <span className="block text-xs text-slate-600">
        <Plural value={count} one="# reading" other="# readings" />
      </span>
    </span>
  );
}
