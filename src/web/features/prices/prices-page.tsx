import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PriceComparisonItem, PriceSearchRequest } from '@core/contract/prices';
import { Card } from '@web/components/ui/card';
import { usePriceSearch } from './queries';
import { SearchForm } from './search-form';
import { useMedicineCombobox } from './use-medicine-combobox';
import { lazy } from '@web/lib/lazy';

const PriceSections = lazy(() => import('./price-sections'));

function SectionsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      ))}
    </div>
  );
}

/** Spec §2 /prices (PRODUCT §6): search, my medicines compared, and the search history. */
export default function PricesPage() {
  const combobox = useMedicineCombobox();
  const search = usePriceSearch();
  const [, navigate] = useLocation();
  const initialQuery = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const started = useRef(false);

  const run = (request: PriceSearchRequest) => search.mutate(request);

  // Home's search card sends the name here: search it once, then drop it from the address so a
  // reload does not save the same search again.
  useEffect(() => {
    if (started.current || !initialQuery) return;
    started.current = true;
    combobox.setText(initialQuery);
    run({ medicationName: initialQuery.slice(0, 100) });
    navigate('/prices', { replace: true });
  });

  const searchAgain = (item: PriceComparisonItem) => {
    combobox.setText(item.medicationName);
    run({ medicationName: item.medicationName, dosage: item.dosage, quantity: item.quantity });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="space-y-6 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header>
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Medicine Prices</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Compare PharmEasy, Apollo Pharmacy and Medplus Mart, with the Jan Aushadhi generic.
          </Trans>
        </p>
      </header>

      <Card aria-labelledby="price-search-title" className="space-y-4">
        <h2 id="price-search-title" className="font-semibold text-slate-900">
          <Trans>Search Medication Prices</Trans>
        </h2>
        <SearchForm combobox={combobox} pending={search.isPending} onSearch={run} />
      </Card>

      <Suspense fallback={<SectionsSkeleton />}>
        <PriceSections
          search={search}
          onRetry={() => {
            if (search.variables) run(search.variables);
          }}
          onSearchAgain={searchAgain}
        />
      </Suspense>
    </div>
  );
}
