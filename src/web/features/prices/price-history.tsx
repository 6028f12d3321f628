import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { History, RotateCw, Trash2 } from 'lucide-react';
import type { PriceComparisonItem } from '@core/contract/prices';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { PriceCard } from './price-card';
import { latestPerMedicine } from './history';
import { useDeleteComparisons, usePriceComparisons } from './queries';

const FIRST_PAGE = 5;
const MORE = 10;

export interface PriceHistoryProps {
  timeZone: string;
  /** The search shown above the history: not repeated in it. */
  hideId: string | null;
  searching: boolean;
  onSearchAgain: (item: PriceComparisonItem) => void;
}

/** /prices: the account's searches, newest first (GET /api/price-comparisons), each deletable. */
export function PriceHistory({ timeZone, hideId, searching, onSearchAgain }: PriceHistoryProps) {
  const { t } = useLingui();
  const comparisons = usePriceComparisons();
  const remove = useDeleteComparisons();
  const [shown, setShown] = useState(FIRST_PAGE);
  const entries = useMemo(
    () => latestPerMedicine(comparisons.data ?? []).filter((e) => !e.ids.includes(hideId ?? '')),
    [comparisons.data, hideId],
  );
  const left = entries.length - shown;

  return (
    <section aria-labelledby="price-history-title" aria-busy={comparisons.isPending}>
      <h2
        id="price-history-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <History className="size-5 text-slate-600" aria-hidden="true" />
        <Trans>Recent searches</Trans>
      </h2>
      {comparisons.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading your searches…</Trans>
        </p>
      ) : comparisons.isError ? (
        <div role="alert" className="mt-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
          <p className="text-slate-700">
            <Trans>Your searches could not be loaded.</Trans>
          </p>
          <Button variant="outline" className="mt-2" onClick={() => void comparisons.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {hideId
            ? t`No earlier searches.`
            : t`No searches yet. Your price searches are kept here.`}
        </p>
      ) : (
        <>
          <ul className="mt-2 space-y-3">
            {entries.slice(0, shown).map((entry) => {
              const item = entry.latest;
              const deleting = remove.isPending && remove.variables.latest.id === item.id;
              return (
                <li key={item.id}>
                  <PriceCard
                    input={item}
                    timeZone={timeZone}
                    actions={
                      <div className="-mt-1 -mr-1 flex shrink-0">
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={searching}
                          aria-label={t`Search ${item.medicationName} again`}
                          onClick={() => onSearchAgain(item)}
                        >
                          <RotateCw className="size-5" aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={deleting}
                          aria-label={t`Delete the search for ${item.medicationName}`}
                          onClick={() => remove.mutate(entry)}
                        >
                          {deleting ? (
                            <Spinner className="size-5" />
                          ) : (
                            <Trash2 className="size-5 text-red-700" aria-hidden="true" />
                          )}
                        </Button>
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
          {entries.length > shown ? (
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => setShown((n) => n + MORE)}
            >
              <Trans>Show more ({left} left)</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
