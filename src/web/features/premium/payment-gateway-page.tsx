import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { PaymentOrder, VerifiedPayment } from '@core/contract/payments';
import { PREMIUM_PLAN } from '@core/payments/plan';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { subscriptionKey } from '@web/session/subscription';
import { apiJson } from '@web/lib/api';
import { paymentErrorText } from './payment-texts';
import { orderKey, paymentsKey } from './queries';
import { openRazorpayCheckout } from './razorpay-checkout';

type Step =
  | { kind: 'creating' }
  | { kind: 'checkout' }
  | { kind: 'verifying' }
  | { kind: 'dismissed' }
  | { kind: 'error'; message: string };

/**
 * /payment-gateway: makes the order on the server (the amount is the server's), then opens the
 * provider: Razorpay Checkout (its script loaded only here), or the built-in /test-payment. The
 * checkout's result is verified by the server before anything says "paid".
 */
export default function PaymentGatewayPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'creating' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per attempt (React's development double effects must not make two orders).
    if (started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      try {
        setStep({ kind: 'creating' });
        const order = await apiJson<PaymentOrder>('POST', '/api/payments/orders', {
          planId: PREMIUM_PLAN.id,
        });
        queryClient.setQueryData(orderKey(order.id), order);
        if (order.provider === 'test' || !order.keyId) {
          navigate(`/test-payment?order=${order.id}`, { replace: true });
          return;
        }
        if (!mounted.current) return;
        setStep({ kind: 'checkout' });
        const outcome = await openRazorpayCheckout({
          keyId: order.keyId,
          providerOrderId: order.providerOrderId,
          amountPaise: order.amountPaise,
          currency: order.currency,
          description: t`Premium for one year`,
        });
        if (outcome.kind !== 'paid') {
          if (mounted.current) setStep({ kind: 'dismissed' });
          return;
        }
        setStep({ kind: 'verifying' });
        await apiJson<VerifiedPayment>('POST', `/api/payments/orders/${order.id}/verify`, {
          paymentId: outcome.paymentId,
          signature: outcome.signature,
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: subscriptionKey }),
          queryClient.invalidateQueries({ queryKey: paymentsKey }),
        ]);
        navigate(`/payment-success?order=${order.id}`, { replace: true });
      } catch (error) {
        if (mounted.current) setStep({ kind: 'error', message: paymentErrorText(error) });
      }
    })();
  }, [attempt, navigate, queryClient]);

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Payment</Trans>
      </h1>
      <Card className="space-y-4 p-5" aria-live="polite">
        {step.kind === 'error' || step.kind === 'dismissed' ? (
          <>
            <p role={step.kind === 'error' ? 'alert' : undefined} className="text-slate-800">
              {step.kind === 'error' ? (
                step.message
              ) : (
                <Trans>The payment was not completed. No money was taken.</Trans>
              )}
            </p>
            <Button className="w-full" size="lg" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </Button>
            <Link href="/subscribe" className={buttonClasses('outline', 'lg', 'w-full')}>
              <Trans>Back to Premium</Trans>
            </Link>
          </>
        ) : (
          <div role="status" className="flex items-center gap-3 text-slate-800">
            <Spinner />
            {step.kind === 'creating' ? (
              <Trans>Preparing your order...</Trans>
            ) : step.kind === 'checkout' ? (
              <Trans>Opening the secure payment window...</Trans>
            ) : (
              <Trans>Confirming your payment...</Trans>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
