import type { Statistics } from '@core/contract/medicines';

/** "2 of 4 doses taken today" and a bar; the words carry it, the bar only repeats them. */
export function DosesToday({ stats }: { stats: Statistics | undefined }) {
  if (!stats) {
    return <p className="text-sm text-slate-600">Today’s doses: loading…</p>;
  }
  const { takenToday, totalMedications } = stats;
  if (totalMedications === 0) {
    return <p className="text-sm text-slate-600">No doses scheduled today</p>;
  }
  const percent = Math.min(100, Math.round((takenToday / totalMedications) * 100));
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {takenToday} of {totalMedications}
        </span>{' '}
        {totalMedications === 1 ? 'dose' : 'doses'} taken today
      </p>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
