import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast-store';
import { canSubmitSearch } from './form-values';
import { latestPerMedicine } from './history';
import { searchFailedToast, searchPlaceholder } from './messages';
import { runInSequence } from './my-medicines-logic';
import { PriceCard } from './price-card';
import {
  HOME_BEST_PRICES,
  refreshComparisons,
  usePriceComparisons,
  usePriceSearch,
} from './queries';

/* Home's two price cards (spec §2), loaded as their own chunk below the first screen. */

/** Spec §2: the Search Medication Prices card; the search itself runs on /prices. */
export function HomePriceSearch() {
  // The placeholder is worded in the active language: a switch renders the card again.
  useLanguage();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitSearch(name, false)) return;
    navigate(`/prices?q=${encodeURIComponent(name.trim())}`);
  };
  return (
    <Card aria-labelledby="home-price-search-title">
      <h2 id="home-price-search-title" className="font-semibold text-slate-900">
        <Trans>Search Medication Prices</Trans>
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        <Trans>
          PharmEasy, Apollo Pharmacy and Medplus Mart side by side, with the Jan Aushadhi generic.
        </Trans>
      </p>
      <form onSubmit={submit} role="search" className="mt-3 space-y-3">
        <label htmlFor="home-price-search" className="sr-only">
          <Trans>Medication name</Trans>
        </label>
        <Input
          id="home-price-search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={searchPlaceholder()}
          value={name}
          onChange={(e) => setName(e.target.value)}
          // A search field's Escape empties it (Chromium); here Escape only closes what the
          // keyboard or the browser shows over it, never the name typed.
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.preventDefault();
          }}
          className="text-ellipsis placeholder:text-sm max-[359px]:placeholder:text-xs"
        />
        <Button type="submit" className="w-full" disabled={!canSubmitSearch(name, false)}>
          <Search className="size-4" aria-hidden="true" />
          <Trans>Search prices</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** Spec §2, §9: the first 2 comparisons; Refresh searches those 2 again, one after the other. */
export function BestPricesToday({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const comparisons = usePriceComparisons();
  const search = usePriceSearch({ quiet: true });
  const [refreshing, setRefreshing] = useState(false);
  // The first 2 comparisons of different medicines: searching one again replaces its card.
  const items = latestPerMedicine(comparisons.data ?? [])
    .slice(0, HOME_BEST_PRICES)
    .map((e) => e.latest);

  const refresh = async () => {
    setRefreshing(true);
    const { failed } = await runInSequence(
      // Oldest first, so the list keeps its order once both are saved again.
      [...items].reverse(),
      (c) =>
        search.mutateAsync({
          medicationName: c.medicationName,
          dosage: c.dosage,
          quantity: c.quantity,
        }),
      () => undefined,
    );
    await refreshComparisons(queryClient);
    setRefreshing(false);
    if (failed > 0) toast(searchFailedToast());
  };

  return (
    <Card aria-labelledby="best-prices-title" aria-busy={comparisons.isPending || refreshing}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="best-prices-title" className="font-semibold text-slate-900">
          <Trans>Best Prices Today</Trans>
        </h2>
        <Button
          variant="ghost"
          className="-mr-3 shrink-0 px-2 text-brand-800"
          disabled={refreshing || items.length === 0}
          onClick={() => void refresh()}
        >
          {refreshing ? (
            <Spinner className="size-4" />
          ) : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {comparisons.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {[0, 1].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : comparisons.isError ? (
        <p role="alert" className="mt-2 text-sm text-slate-700">
          <Trans>Your price searches could not be loaded.</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            No price searches yet. Search a medicine above and the best prices show up here.
          </Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="py-4">
              <PriceCard input={item} timeZone={timeZone} flat />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 ? (
        <Link
          href="/prices"
          className="flex min-h-11 items-center justify-center rounded-xl text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Trans>All prices and your medicines</Trans>
        </Link>
      ) : null}
    </Card>
  );
}
