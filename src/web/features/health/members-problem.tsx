import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';

/** The family list is needed to know whose readings to show. */
export function MembersProblem({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  if (loading) {
    return (
      <p role="status" className="py-4 text-sm text-slate-600">
        <Trans>Loading your family...</Trans>
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <p className="text-slate-700">
        <Trans>Your family members could not be loaded.</Trans>
      </p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
