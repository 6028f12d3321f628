import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ListChecks, Pill, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import type { PriceSearchResult } from '@core/contract/prices';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast-store';
import { compareAllToast, searchFailedToast } from './messages';
import { searchCompleteToast } from './search-toast';
import { medicinesToCompare, runInSequence, type MedicineToCompare } from './my-medicines-logic';
import { PriceCard } from './price-card';
import { refreshComparisons, useMyMedications, usePriceSearch } from './queries';

type Outcome =
  { status: 'pending' } | { status: 'done'; value: PriceSearchResult } | { status: 'error' };

function MedicineRow({
  medicine,
  outcome,
  busy,
  timeZone,
  onCompare,
}: {
  medicine: MedicineToCompare;
  outcome: Outcome | undefined;
  busy: boolean;
  timeZone: string;
  onCompare: () => void;
}) {
  const { t } = useLingui();
  if (outcome?.status === 'done') {
    return (
      <PriceCard
        input={{ ...outcome.value, dosage: medicine.dosage || null }}
        timeZone={timeZone}
        actions={
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-1"
            disabled={busy}
            aria-label={t`Compare ${medicine.name} again`}
            onClick={onCompare}
          >
            <RotateCw className="size-5" aria-hidden="true" />
          </Button>
        }
      />
    );
  }
  const pending = outcome?.status === 'pending';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 min-[360px]:flex">
        <Pill className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-break-word text-slate-900">{medicine.name}</p>
        {medicine.dosage ? <p className="text-sm text-slate-600">{medicine.dosage}</p> : null}
        {outcome?.status === 'error' ? (
          <p className="text-sm font-medium text-red-700">
            <Trans>Search Failed</Trans>
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="shrink-0 px-3"
        disabled={busy}
        aria-label={t`Compare prices for ${medicine.name}`}
        onClick={onCompare}
      >
        {pending ? <Spinner className="size-4" /> : null}
        {pending ? t`Searching…` : outcome?.status === 'error' ? t`Try again` : t`Compare prices`}
      </Button>
    </div>
  );
}

/** /prices: the family's medicines compared in one list (PRODUCT §6), one search at a time. */
export function MyMedicines({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const meds = useMyMedications();
  const search = usePriceSearch({ quiet: true });
  const medicines = useMemo(() => medicinesToCompare(meds.data ?? []), [meds.data]);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [running, setRunning] = useState(false);

  const run = async (list: readonly MedicineToCompare[], single: boolean) => {
    setRunning(true);
    const last: { value: PriceSearchResult | null } = { value: null };
    const totals = await runInSequence(
      list,
      (m) => search.mutateAsync(m.request),
      (m, outcome) => {
        if (outcome.status === 'done') last.value = outcome.value;
        setOutcomes((all) => ({ ...all, [m.key]: outcome }));
      },
    );
    setRunning(false);
    void refreshComparisons(queryClient);
    if (!single) toast(compareAllToast(totals.done, totals.failed));
    else toast(last.value ? searchCompleteToast(last.value) : searchFailedToast());
  };

  return (
    <section aria-labelledby="my-medicines-title" aria-busy={meds.isPending || running}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-medicines-title" className="text-lg font-semibold text-slate-900">
          <Trans>My medicines</Trans>
        </h2>
        {medicines.length > 1 ? (
          <Button
            variant="outline"
            className="shrink-0 px-3"
            disabled={running}
            onClick={() => void run(medicines, false)}
          >
            {running ? (
              <Spinner className="size-4" />
            ) : (
              <ListChecks className="size-4" aria-hidden="true" />
            )}
            <Trans>Compare all</Trans>
          </Button>
        ) : null}
      </div>
      {meds.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading your medicines…</Trans>
        </p>
      ) : meds.isError ? (
        <p role="alert" className="mt-1 text-sm text-slate-700">
          <Trans>Your medicines could not be loaded.</Trans>
        </p>
      ) : medicines.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            No medicines yet.{' '}
            <Link href="/medications" className="font-semibold text-brand-800 underline">
              Add your medicines
            </Link>{' '}
            to compare all their prices here in one list.
          </Trans>
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {medicines.map((m) => (
            <li key={m.key}>
              <MedicineRow
                medicine={m}
                outcome={outcomes[m.key]}
                busy={running}
                timeZone={timeZone}
                onCompare={() => void run([m], true)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
