import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { useSubscription } from '@web/session/subscription';
import { formatCalendarDate } from '@web/lib/format-date';

/** The plan as GET /api/subscription answers it: Free, or Premium until the period's end. */
export function SubscriptionStatus() {
  const subscription = useSubscription();
  const data = subscription.data;
  const until = data?.currentPeriodEnd
    ? formatCalendarDate(data.currentPeriodEnd.slice(0, 10))
    : '';
  return (
    <Card aria-labelledby="plan-title" className="flex items-center gap-3 p-4">
      <Crown className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="plan-title" className="text-sm font-medium text-slate-600">
          <Trans>Your plan</Trans>
        </h2>
        <p className="font-semibold text-slate-900">
          {!data ? (
            '…'
          ) : data.isSubscribed ? (
            until ? (
              <Trans>Premium until {until}</Trans>
            ) : (
              <Trans>Premium</Trans>
            )
          ) : (
            <Trans>Free</Trans>
          )}
        </p>
      </div>
    </Card>
  );
}
