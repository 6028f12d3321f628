import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminAccountDetail } from '@core/contract/admin';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format-date';
import { formatRupees } from '@web/lib/number-format';
import { toast } from '@web/lib/toast-store';
import { ActionDialog, Loading } from './admin-ui';
import { rupees } from './admin-texts';
import { PlanPill } from './plan-pill';
import { PaymentRow } from './payments-tab';
import { useAccountDetail, useAdminChange } from './queries';

type Action = 'grant' | 'revoke' | 'disable' | 'enable' | 'reset';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One account: its figures (never its health data), its payments and what an admin may do. */
export function AccountDetail({
  id,
  onBack,
  onAudit,
}: {
  id: string;
  onBack: () => void;
  onAudit: (accountId: string) => void;
}) {
  const { t } = useLingui();
  const { data } = useAccountDetail(id);
  const [action, setAction] = useState<Action | null>(null);
  const change = useAdminChange<
    { action: Action; reason: string; months: number },
    AdminAccountDetail
  >(
    ({ action }) =>
      ({
        grant: `/accounts/${id}/premium`,
        revoke: `/accounts/${id}/premium/revoke`,
        disable: `/accounts/${id}/disable`,
        enable: `/accounts/${id}/enable`,
        reset: `/accounts/${id}/password-reset`,
      })[action],
    ({ action, reason, months }) =>
      action === 'grant' ? { months, reason } : action === 'reset' ? undefined : { reason },
  );
  if (!data) return <Loading />;

  const dialogs: Record<
    Action,
    { title: string; description: string; confirm: string; destructive?: boolean }
  > = {
    grant: {
      title: data.plan.premium ? t`Extend premium` : t`Grant premium`,
      description: data.plan.premium
        ? t`The months are added to the current end date.`
        : t`Premium starts now, without a payment.`,
      confirm: data.plan.premium ? t`Extend` : t`Grant`,
    },
    revoke: {
      title: t`Revoke premium`,
      description: t`Premium ends now. To refund a payment, use Payments instead.`,
      confirm: t`Revoke`,
      destructive: true,
    },
    disable: {
      title: t`Disable account`,
      description: t`The account is signed out everywhere and cannot sign in until it is re-enabled.`,
      confirm: t`Disable`,
      destructive: true,
    },
    enable: {
      title: t`Re-enable account`,
      description: t`The account can sign in again.`,
      confirm: t`Re-enable`,
    },
    reset: {
      title: t`Send a password reset email`,
      description: t`A new single-use link goes to ${data.email}, valid for 1 hour.`,
      confirm: t`Send`,
    },
  };
  const dialog = action ? dialogs[action] : null;
  const run = (input: { reason: string; months: number }) => {
    if (!action) return;
    change.mutate(
      { action, ...input },
      {
        onSuccess: () => {
          setAction(null);
          toast({ title: t`Done`, description: dialog?.title ?? '' });
        },
      },
    );
  };
  const lastActive = data.lastActiveAt ? formatDateTime(data.lastActiveAt) : t`No live session`;
  const premiumEnd = data.plan.currentPeriodEnd ? formatDateTime(data.plan.currentPeriodEnd) : null;

  return (
    <div className="space-y-4">
      <Button variant="ghost" onClick={onBack} className="-ml-2">
        <ArrowLeft className="size-5" aria-hidden="true" />
        <Trans>All accounts</Trans>
      </Button>
      <section
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        aria-labelledby="account-title"
      >
        <h2 id="account-title" className="font-semibold break-all text-slate-900">
          {data.email}
        </h2>
        <div className="mt-1">
          <PlanPill row={data} />
        </div>
        <dl className="mt-3 divide-y divide-slate-100">
          <Fact label={<Trans>Created</Trans>}>{formatDateTime(data.createdAt)}</Fact>
          <Fact label={<Trans>Last active</Trans>}>{lastActive}</Fact>
          <Fact label={<Trans>Premium until</Trans>}>{premiumEnd ?? t`Never had premium`}</Fact>
          <Fact label={<Trans>Payments</Trans>}>
            {data.payments.count} · {formatRupees(rupees(data.payments.amountPaise))}
          </Fact>
          <Fact label={<Trans>Signed-in devices</Trans>}>{data.sessions}</Fact>
          {data.disabledAt ? (
            <Fact label={<Trans>Disabled</Trans>}>{formatDateTime(data.disabledAt)}</Fact>
          ) : null}
        </dl>
      </section>

      <section className="grid grid-cols-2 gap-2" aria-label={t`Actions`}>
        <Button variant="secondary" onClick={() => setAction('grant')}>
          {data.plan.premium ? <Trans>Extend premium</Trans> : <Trans>Grant premium</Trans>}
        </Button>
        <Button variant="outline" disabled={!data.plan.premium} onClick={() => setAction('revoke')}>
          <Trans>Revoke premium</Trans>
        </Button>
        {data.disabledAt ? (
          <Button variant="outline" onClick={() => setAction('enable')}>
            <Trans>Re-enable</Trans>
          </Button>
        ) : (
          <Button variant="outline" className="text-red-800" onClick={() => setAction('disable')}>
            <Trans>Disable</Trans>
          </Button>
        )}
        <Button
          variant="outline"
          disabled={Boolean(data.disabledAt)}
          onClick={() => setAction('reset')}
        >
          <Trans>Reset password</Trans>
        </Button>
        <Button variant="ghost" className="col-span-2" onClick={() => onAudit(data.id)}>
          <Trans>Audit log of this account</Trans>
        </Button>
      </section>

      <section aria-labelledby="account-payments">
        <h3 id="account-payments" className="mb-2 font-semibold text-slate-900">
          <Trans>Payments</Trans>
        </h3>
        {data.paymentList.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No payments.</Trans>
          </p>
        ) : (
          <ul className="space-y-2">
            {data.paymentList.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </ul>
        )}
      </section>

      {dialog ? (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirm}
          destructive={dialog.destructive}
          withMonths={action === 'grant'}
          noReason={action === 'reset'}
          pending={change.isPending}
          onConfirm={run}
        />
      ) : null}
    </div>
  );
}
