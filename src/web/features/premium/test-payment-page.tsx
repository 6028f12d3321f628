import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { TestGatewayResult, TestOutcome, VerifiedPayment } from '@core/contract/payments';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { subscriptionKey } from '@web/session/subscription';
import { apiJson } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format-date';
import { OrderUnavailable } from './order-unavailable';
import { formatPrice, paymentErrorText } from './payment-texts';
import { orderIdFrom, orderKey, paymentsKey, useOrder } from './queries';

/**
 * /test-payment: the built-in test gateway (no Razorpay keys). It stands in for Razorpay
 * Checkout: Pay asks the server to sign a result, which then goes to the same verification as
 * Razorpay's; Fail records a failed payment; Cancel goes back. No money moves, and it says so.
 */
export default function TestPaymentPage() {
  const orderId = orderIdFrom(useSearch());
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<TestOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);

  async function choose(outcome: TestOutcome) {
    if (!orderId) return;
    setBusy(outcome);
    setFailure(null);
    try {
      const result = await apiJson<TestGatewayResult>(
        'POST',
        `/api/payments/orders/${orderId}/test-result`,
        { outcome },
      );
      if (outcome === 'cancelled') {
        navigate('/subscribe');
        return;
      }
      if (!result.payment) {
        setDeclined(true);
        await queryClient.invalidateQueries({ queryKey: paymentsKey });
        return;
      }
      await apiJson<VerifiedPayment>('POST', `/api/payments/orders/${orderId}/verify`, {
        paymentId: result.payment.paymentId,
        signature: result.payment.signature,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKey }),
        queryClient.invalidateQueries({ queryKey: paymentsKey }),
        queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
      ]);
      navigate(`/payment-success?order=${orderId}`, { replace: true });
    } catch (error) {
      setFailure(paymentErrorText(error));
    } finally {
      setBusy(null);
    }
  }

  const data = order.data;
  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
      <div
        role="note"
        className="flex items-start gap-3 rounded-2xl bg-violet-50 p-4 text-violet-950 ring-1 ring-violet-200"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">
          <Trans>
            <strong>Test payment.</strong> No real payment service is set up on this server, so no
            money moves. Pay gives Premium for testing.
          </Trans>
        </p>
      </div>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Test payment</Trans>
      </h1>

      {!orderId || order.isError ? (
        <OrderUnavailable error={order.isError ? order.error : null} />
      ) : !data ? (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <Card aria-labelledby="order-title" className="space-y-4 p-5">
          <h2 id="order-title" className="text-lg font-semibold text-slate-900">
            <Trans>Premium · 1 year</Trans>
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">
              <Trans>Amount</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">
              {formatPrice(data.amountPaise, data.currency)}
            </dd>
            <dt className="text-slate-600">
              <Trans>Receipt</Trans>
            </dt>
            <dd className="break-all text-slate-900">{data.receipt}</dd>
            <dt className="text-slate-600">
              <Trans>Order</Trans>
            </dt>
            <dd className="break-all text-slate-900">{data.providerOrderId}</dd>
            <dt className="text-slate-600">
              <Trans>Created</Trans>
            </dt>
            <dd className="text-slate-900">{formatDateTime(data.createdAt)}</dd>
          </dl>

          {data.status === 'paid' ? (
            <Link
              href={`/payment-success?order=${data.id}`}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              <Trans>This order is paid: see the receipt</Trans>
            </Link>
          ) : (
            <>
              {declined ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  <Trans>The test payment failed. No Premium was given. You can try again.</Trans>
                </p>
              ) : null}
              {failure ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {failure}
                </p>
              ) : null}
              <div className="grid gap-3">
                <Button size="lg" disabled={busy !== null} onClick={() => void choose('paid')}>
                  {busy === 'paid' ? <Spinner /> : null}
                  <Trans>Pay (test)</Trans>
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  className="border-red-200 text-red-700"
                  disabled={busy !== null}
                  onClick={() => void choose('failed')}
                >
                  {busy === 'failed' ? <Spinner /> : null}
                  <Trans>Fail</Trans>
                </Button>
                <Button
                  size="lg"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => void choose('cancelled')}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
