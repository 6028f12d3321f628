import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSubscription } from '@web/session/subscription';
import { formatCalendarDate } from '@web/lib/format-date';
import { CHECKOUT_PAGE, formatPrice } from './payment-texts';
import { PremiumBenefits } from './premium-benefits';

/**
 * /subscribe: the plan, what it adds, its price (from the server's plans table), and for a
 * subscriber the current end date (a renewal adds a year to it).
 */
export default function SubscribePage() {
  const subscription = useSubscription();
  const data = subscription.data;
  const offer = data?.offer;
  const price = offer ? formatPrice(offer.amountPaise, offer.currency) : '…';
  const until = data?.currentPeriodEnd
    ? formatCalendarDate(data.currentPeriodEnd.slice(0, 10))
    : '';

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>MedMitra Premium</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Smart reminders for your whole family, for a year.</Trans>
        </p>
      </header>

      {data?.isSubscribed ? (
        <section
          aria-labelledby="status-title"
          className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <div>
            <h2 id="status-title" className="font-semibold text-amber-950">
              <Trans>Premium is active until {until}</Trans>
            </h2>
            <p className="text-sm text-amber-950">
              <Trans>Renewing now adds one year to your current end date.</Trans>
            </p>
          </div>
        </section>
      ) : null}

      <Card aria-labelledby="plan-title" className="space-y-4 p-5">
        {/* The plan's name never breaks inside; the price goes under it when both do not fit. */}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id="plan-title" className="text-lg font-semibold whitespace-nowrap text-slate-900">
            <Trans>Premium · 1 year</Trans>
          </h2>
          <p className="text-2xl font-bold text-slate-900" data-testid="plan-price">
            <Trans>{price}/year</Trans>
          </p>
        </div>
        <PremiumBenefits />
        <p className="text-xs text-slate-600">
          <Trans>
            One payment, no automatic renewal. Refunds follow our{' '}
            <Link href="/refund-policy" className="underline">
              refund policy
            </Link>
            .
          </Trans>
        </p>
        {subscription.isPending ? (
          <div role="status" className="flex justify-center py-2">
            <Spinner />
          </div>
        ) : (
          <a href={CHECKOUT_PAGE} className={buttonClasses('primary', 'lg', 'w-full')}>
            {data?.isSubscribed ? (
              <Trans>Renew for {price}</Trans>
            ) : (
              <Trans>Pay {price} and upgrade</Trans>
            )}
          </a>
        )}
      </Card>
    </div>
  );
}
