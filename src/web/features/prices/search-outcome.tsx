import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { PriceCard } from './price-card';
import type { PriceSearch } from './queries';

/** Spec §4 price search states below the form: pending, success (the card), error. */
export function SearchOutcome({
  search,
  timeZone,
  onRetry,
}: {
  search: PriceSearch;
  timeZone: string;
  onRetry: () => void;
}) {
  if (search.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-700">
        <Spinner className="size-4 text-brand-700" />
        <Trans>Checking PharmEasy, Apollo Pharmacy and Medplus Mart…</Trans>
      </p>
    );
  }
  if (search.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm ring-1 ring-red-200">
        <p className="font-semibold text-red-800">
          <Trans>Search Failed</Trans>
        </p>
        <p className="text-red-800">
          <Trans>Unable to fetch medication prices. Please try again.</Trans>
        </p>
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (search.isSuccess) {
    return (
      <PriceCard
        input={{
          ...search.data,
          dosage: search.variables.dosage,
          quantity: search.variables.quantity,
        }}
        timeZone={timeZone}
        className="shadow-sm"
      />
    );
  }
  return null;
}
