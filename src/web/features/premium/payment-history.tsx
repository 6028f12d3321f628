import { Trans } from '@lingui/react/macro';
import { ReceiptIndianRupee } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@web/components/ui/card';
import { useSubscription } from '@web/session/subscription';
import { formatDateTime } from '@web/lib/format-date';
import { formatPrice } from './payment-texts';
import { usePaymentHistory } from './queries';

/** Profile's payments: each with its receipt number, and a way to Premium (or to renew). */
export default function PaymentHistory() {
  const history = usePaymentHistory();
  const subscription = useSubscription();
  const rows = history.data ?? [];
  return (
    <Card aria-labelledby="payments-title" className="space-y-3 p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
          <Trans>Payments</Trans>
        </h2>
        <Link href="/subscribe" className="text-sm font-medium text-amber-800 underline">
          {subscription.data?.isSubscribed ? (
            <Trans>Renew Premium</Trans>
          ) : (
            <Trans>Get Premium</Trans>
          )}
        </Link>
      </div>
      {history.isError ? (
        <p className="text-sm text-slate-700">
          <Trans>Your payments could not be loaded.</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          {history.isPending ? '…' : <Trans>No payments yet.</Trans>}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((p) => {
            const receipt = p.receipt;
            const paymentId = p.providerPaymentId;
            return (
              <li key={p.id} className="flex items-start gap-3 py-2">
                <ReceiptIndianRupee
                  className="mt-0.5 size-5 shrink-0 text-slate-500"
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">
                    {formatPrice(p.amountPaise, p.currency)} ·{' '}
                    {p.status === 'captured' ? (
                      <Trans>Paid</Trans>
                    ) : p.status === 'refunded' ? (
                      <Trans>Refunded</Trans>
                    ) : (
                      <Trans>Failed</Trans>
                    )}
                    {p.provider === 'test' ? (
                      <span className="text-violet-800">
                        {' '}
                        · <Trans>test</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-slate-600">{formatDateTime(p.createdAt)}</p>
                  <p className="break-words text-slate-600">
                    <Trans>Receipt {receipt}</Trans>
                  </p>
                  <p className="break-words text-slate-600">
                    <Trans>Payment id {paymentId}</Trans>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
