import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EyeTest } from '@core/contract/health';
import { formatDioptres } from '@core/health/eyesight';
import { Card } from '@web/components/ui/card';
import { formatCalendarDate } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { checkupStatus, eyeChangeSummary, intervalText } from './eye-summary';

const dioptres = (v: number | null | undefined) => (v == null || v === 0 ? '–' : formatDioptres(v));

function Prescription({ test }: { test: EyeTest }) {
  const { t } = useLingui();
  const rows: [string, (e: EyeTest['right']) => string][] = [
    ['SPH', (e) => formatDioptres(e.sph)],
    ['CYL', (e) => dioptres(e.cyl)],
    ['AXIS', (e) => (e.axis == null ? '–' : `${e.axis}°`)],
    ['ADD', (e) => dioptres(e.add)],
    [t`Vision`, (e) => e.acuity ?? '–'],
  ];
  return (
    <table className="mt-2 w-full table-fixed text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="w-1/4 py-1 font-medium">
            <span className="sr-only">
              <Trans>Value</Trans>
            </span>
          </th>
          <th scope="col" className="py-1 font-medium">
            <Trans>Right (OD)</Trans>
          </th>
          <th scope="col" className="py-1 font-medium">
            <Trans>Left (OS)</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 text-left font-medium text-slate-700">
              {label}
            </th>
            <td className="py-1.5 font-semibold text-slate-900 tabular-nums">
              {value(test.right)}
            </td>
            <td className="py-1.5 font-semibold text-slate-900 tabular-nums">{value(test.left)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Checkup({ nextCheckup, today }: { nextCheckup: string | null; today: string }) {
  const { t } = useLingui();
  const status = checkupStatus(nextCheckup, today);
  if (status.kind === 'none' || !nextCheckup) return null;
  const date = formatCalendarDate(nextCheckup);
  if (status.kind === 'overdue') {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <CategoryBadge tone="high" label={t`Check-up overdue`} />
        <Trans>Was due on {date}.</Trans>
      </p>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
      {status.kind === 'soon' ? <CategoryBadge tone="watch" label={t`Check-up soon`} /> : null}
      {status.days === 0 ? (
        <Trans>Next check-up: {date} (today).</Trans>
      ) : (
        <Trans>
          Next check-up: {date} (in <Plural value={status.days} one="# day" other="# days" />
          ).
        </Trans>
      )}
    </p>
  );
}

/** The latest prescription, the next check-up and the change since the test before. */
export function EyeLatest({
  latest,
  previous,
  today,
}: {
  latest: EyeTest;
  previous: EyeTest | null;
  today: string;
}) {
  const { t } = useLingui();
  const change = eyeChangeSummary(latest, previous);
  const testDate = formatCalendarDate(latest.testDate);
  const { pd } = latest;
  const since = previous ? formatCalendarDate(previous.testDate) : '';
  const interval = change ? intervalText(change.days) : '';
  return (
    <>
      <Card aria-labelledby="latest-title" className="p-4">
        <h2 id="latest-title" className="text-sm font-medium text-slate-700">
          <Trans>Latest test · {testDate}</Trans>
        </h2>
        <Prescription test={latest} />
        {pd != null ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>PD (distance between pupils): {pd} mm</Trans>
          </p>
        ) : null}
        <Checkup nextCheckup={latest.nextCheckup} today={today} />
      </Card>
      {change && previous ? (
        <Card aria-labelledby="change-title" className="p-4">
          <h2 id="change-title" className="text-base font-semibold text-slate-900">
            <Trans>Change since {since}</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Over {interval}, as spherical equivalent (SPH + CYL/2).</Trans>
          </p>
          <ul className="mt-2 space-y-2">
            {change.lines.map((l) => (
              <li key={l.eye} className="text-sm text-slate-800">
                <span className="font-semibold">{l.eye}:</span> {l.fromTo} ({l.change}
                {l.perYear ? `, ${l.perYear}` : ''})
                {l.progressing ? (
                  <CategoryBadge
                    className="mt-1 flex w-fit"
                    tone="high"
                    label={t`Myopia increasing fast`}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {change.lines.some((l) => l.progressing) ? (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>
                Short sight growing by 0.50 D or more a year is fast for a child. Ask the eye doctor
                about myopia control (special lenses or drops) and more time outdoors.
              </Trans>
            </p>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
