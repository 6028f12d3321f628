import { Trans } from '@lingui/react/macro';
import type { Statistics } from '@core/contract/medicines';

/** "2 of 4 doses taken today" and a bar; the words carry it, the bar only repeats them. */
export function DosesToday({ stats }: { stats: Statistics | undefined }) {
  if (!stats) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Today’s doses: loading…</Trans>
      </p>
    );
  }
  const { takenToday, totalMedications } = stats;
  if (totalMedications === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No doses scheduled today</Trans>
      </p>
    );
  }
  const percent = Math.min(100, Math.round((takenToday / totalMedications) * 100));
  return (
    <div>
      <p className="text-sm text-slate-700">
        {totalMedications === 1 ? (
          <Trans>
            <span className="font-semibold text-slate-900">
              {takenToday} of {totalMedications}
            </span>{' '}
            dose taken today
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold text-slate-900">
              {takenToday} of {totalMedications}
            </span>{' '}
            doses taken today
          </Trans>
        )}
      </p>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
