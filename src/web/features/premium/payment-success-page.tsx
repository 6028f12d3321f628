import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSubscription } from '@web/session/subscription';
import { formatCalendarDate, formatDateTime } from '@web/lib/format-date';
import { OrderUnavailable } from './order-unavailable';
import { CHECKOUT_PAGE, formatPrice } from './payment-texts';
import { orderIdFrom, useOrder } from './queries';

/**
 * /payment-success: what the server says of the order, never what the address claims. A paid
 * order shows its receipt and Premium's end date; one still being confirmed (the webhook may
 * be on its way) is asked again; a failed one offers another try.
 */
export default function PaymentSuccessPage() {
  const orderId = orderIdFrom(useSearch());
  const order = useOrder(orderId, { poll: true });
  const subscription = useSubscription();
  const data = order.data;
  const until = subscription.data?.currentPeriodEnd
    ? formatCalendarDate(subscription.data.currentPeriodEnd.slice(0, 10))
    : '';

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
      {!orderId || order.isError ? (
        <OrderUnavailable
          error={order.isError ? order.error : null}
          heading={
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Payment</Trans>
            </h1>
          }
        />
      ) : !data ? (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : data.status === 'paid' ? (
        <>
          <header className="flex flex-col items-center gap-2 pt-4 text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl font-bold text-emerald-700"
            >
              ✓
            </span>
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Payment successful</Trans>
            </h1>
            {subscription.data?.isSubscribed && until ? (
              <p className="font-semibold text-amber-900">
                <Trans>Premium until {until}</Trans>
              </p>
            ) : null}
          </header>
          <Card aria-labelledby="receipt-title" className="space-y-3 p-5">
            <h2 id="receipt-title" className="text-lg font-semibold text-slate-900">
              <Trans>Receipt</Trans>
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">
                <Trans>Receipt</Trans>
              </dt>
              <dd className="break-all text-slate-900">{data.receipt}</dd>
              <dt className="text-slate-600">
                <Trans>Amount</Trans>
              </dt>
              <dd className="text-slate-900">{formatPrice(data.amountPaise, data.currency)}</dd>
              <dt className="text-slate-600">
                <Trans>Paid on</Trans>
              </dt>
              <dd className="text-slate-900">{data.paidAt ? formatDateTime(data.paidAt) : '—'}</dd>
              <dt className="text-slate-600">
                <Trans>Plan</Trans>
              </dt>
              <dd className="whitespace-nowrap text-slate-900">
                <Trans>Premium · 1 year</Trans>
              </dd>
            </dl>
            {data.provider === 'test' ? (
              <p className="text-xs text-violet-800">
                <Trans>Test payment: no money moved.</Trans>
              </p>
            ) : null}
          </Card>
          <Link href="/profile" className={buttonClasses('primary', 'lg', 'w-full')}>
            <Trans>Go to Profile</Trans>
          </Link>
        </>
      ) : data.status === 'failed' ? (
        <Card className="space-y-4 p-5">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Payment failed</Trans>
          </h1>
          <p role="alert" className="text-slate-800">
            <Trans>The payment did not go through, so Premium was not given.</Trans>
          </p>
          <a href={CHECKOUT_PAGE} className={buttonClasses('primary', 'lg', 'w-full')}>
            <Trans>Try again</Trans>
          </a>
        </Card>
      ) : (
        <Card className="space-y-4 p-5">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Payment</Trans>
          </h1>
          <div role="status" className="flex items-center gap-3 text-slate-800">
            <Spinner />
            <Trans>Confirming your payment...</Trans>
          </div>
        </Card>
      )}
    </div>
  );
}
