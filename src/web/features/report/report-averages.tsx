import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { WindowAverage } from '@core/health/averages';
import type { ReportAverage } from '@core/report/report-period';
import { ReportTable } from './report-parts';

export interface AverageLine {
  label: string;
  /**
   * The figure as shown ('128/82', '96') with what it means (a category), or null when the
   * window has no reading.
   */
  show: (pick: (a: ReportAverage) => WindowAverage) => { value: string; note?: string } | null;
  /** How many readings the window's figure comes from. */
  count: (pick: (a: ReportAverage) => WindowAverage) => number;
}

const WINDOWS: ReadonlyArray<(a: ReportAverage) => WindowAverage> = [
  (a) => a.last7,
  (a) => a.last30,
  (a) => a.period,
];

function Cell({ shown, count }: { shown: { value: string; note?: string } | null; count: number }) {
  if (shown === null || count === 0) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className="sr-only">
          <Trans>No readings</Trans>
        </span>
      </span>
    );
  }
  return (
    // Stacked, so that three windows and the label fit a phone's width.
    <span>
      <span className="block font-semibold">{shown.value}</span>
      {shown.note ? <span className="block text-xs">{shown.note}</span> : null}
      <span className="block text-xs text-slate-600 print:text-black">
        <Plural value={count} one="# reading" other="# readings" />
      </span>
    </span>
  );
}

/** The trackers' 7- and 30-day averages and the report period's, one row per figure. */
export function AveragesTable({
  caption,
  lines,
  periodDays,
}: {
  caption: string;
  lines: readonly AverageLine[];
  periodDays: number;
}) {
  const { t } = useLingui();
  return (
    <ReportTable
      caption={caption}
      head={[t`Average`, t`Last 7 days`, t`Last 30 days`, t`Last ${periodDays} days`]}
      rows={lines.map((line) => [
        line.label,
        ...WINDOWS.map((pick, i) => (
          <Cell key={i} shown={line.show(pick)} count={line.count(pick)} />
        )),
      ])}
    />
  );
}
