import { Trans } from '@lingui/react/macro';
import type { PriceComparisonItem } from '@core/contract/prices';
import { DEFAULT_TIME_ZONE } from '@core/medicines/time-zone';
import { useAccount } from '@web/session/queries';
import { MyMedicines } from './my-medicines';
import { PriceHistory } from './price-history';
import type { PriceSearch } from './queries';
import { SearchOutcome } from './search-outcome';

export interface PriceSectionsProps {
  search: PriceSearch;
  onRetry: () => void;
  onSearchAgain: (item: PriceComparisonItem) => void;
}

/**
 * /prices below the search form: the answer, my medicines and the history. Its own chunk, so the
 * form is ready with less JavaScript (docs/architecture.md "Budgets"); it loads while the form
 * renders.
 */
export default function PriceSections({ search, onRetry, onSearchAgain }: PriceSectionsProps) {
  const timeZone = useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
  return (
    <>
      <div aria-live="polite">
        <SearchOutcome search={search} timeZone={timeZone} onRetry={onRetry} />
      </div>

      <MyMedicines timeZone={timeZone} />

      <PriceHistory
        timeZone={timeZone}
        hideId={search.data?.id ?? null}
        searching={search.isPending}
        onSearchAgain={onSearchAgain}
      />

      <p className="text-xs text-slate-600">
        <Trans>
          Pharmacy prices are from each pharmacy&apos;s price list on the date shown and may have
          changed: check on the pharmacy&apos;s page before you buy. Generic prices: PMBI / Jan
          Aushadhi.
        </Trans>
      </p>
      <p className="text-xs text-slate-600">
        <Trans>
          Ceiling prices: NPPA, Government of India, per unit and before GST, as the order named
          beside each fixed them.
        </Trans>
      </p>
    </>
  );
}
