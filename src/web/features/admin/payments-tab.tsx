import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { AdminPayment } from '@core/contract/admin';
import { PAYMENT_STATUSES } from '@core/payments/order-status';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format-date';
import { formatRupees } from '@web/lib/number-format';
import { toast } from '@web/lib/toast-store';
import { ActionDialog, Empty, ListFilter, Loading, Pager, Pill } from './admin-ui';
import { PAYMENT_STATUS_LABELS, rupees } from './admin-texts';
import { useAdminChange, usePayments } from './queries';

const TONES = { captured: 'green', failed: 'red', refunded: 'amber' } as const;

/** One payment: amount, status, when, the provider's ids and our receipt. */
export function PaymentRow({ payment: p, action }: { payment: AdminPayment; action?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <li className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatRupees(rupees(p.amountPaise))}
        </span>
        <Pill tone={TONES[p.status]}>{i18n._(PAYMENT_STATUS_LABELS[p.status])}</Pill>
        {p.provider === 'test' ? (
          <Pill tone="slate">
            <Trans>test gateway</Trans>
          </Pill>
        ) : null}
      </p>
      <p className="text-slate-600">{formatDateTime(p.createdAt)}</p>
      {p.email ? <p className="break-all text-slate-700">{p.email}</p> : null}
      <p className="font-mono text-xs break-all text-slate-600">
        {p.providerPaymentId} · {p.providerOrderId} · {p.receipt}
      </p>
      {p.refundedAt ? (
        <p className="text-xs text-amber-900">
          <Trans>Refunded {formatDateTime(p.refundedAt)}</Trans>
        </p>
      ) : null}
      {action}
    </li>
  );
}

/** Every payment, by status; a captured one can be recorded as refunded. */
export function PaymentsTab() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const { data } = usePayments(status, page);
  const refund = useAdminChange<{ id: string; reason: string }, AdminPayment>(
    ({ id }) => `/payments/${id}/refund`,
    ({ reason }) => ({ reason }),
  );
  return (
    <div className="space-y-3">
      <ListFilter
        label={<Trans>Status</Trans>}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      >
        <option value="">{t`All`}</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(PAYMENT_STATUS_LABELS[s])}
          </option>
        ))}
      </ListFilter>
      {!data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Empty>
          <Trans>No payments.</Trans>
        </Empty>
      ) : (
        <ul className="space-y-2" aria-label={t`Payments`}>
          {data.items.map((p) => (
            <PaymentRow
              key={p.id}
              payment={p}
              action={
                p.status === 'captured' ? (
                  <Button variant="outline" className="mt-2" onClick={() => setRefunding(p)}>
                    <Trans>Record refund</Trans>
                  </Button>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      ) : null}
      {refunding ? (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setRefunding(null)}
          title={t`Record a refund`}
          description={t`Send the money back in the payment provider's dashboard first. Recording it here ends the premium this payment paid for.`}
          confirmLabel={t`Record refund`}
          destructive
          pending={refund.isPending}
          onConfirm={({ reason }) =>
            refund.mutate(
              { id: refunding.id, reason },
              {
                onSuccess: () => {
                  setRefunding(null);
                  toast({ title: t`Refund recorded` });
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
