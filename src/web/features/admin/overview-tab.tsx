import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { activeIntlLocale } from '@web/lib/i18n/locale';
import { lazy } from '@web/lib/lazy';
import { formatRupees } from '@web/lib/number-format';
import { Empty, Loading } from './admin-ui';
import { rupees } from './admin-texts';
import { useOverview } from './queries';

const SignUpsChart = lazy(() => import('./signups-chart'));

function Figure({ label, value, note }: { label: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

/** Month 'YYYY-MM' as 'Nov 2026' in the active language. */
function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

export function OverviewTab() {
  const { t } = useLingui();
  const { data } = useOverview();
  if (!data) return <Loading />;
  const signUps90 = data.signUps.reduce((n, d) => n + d.count, 0);
  const signUps7 = data.signUps.slice(-7).reduce((n, d) => n + d.count, 0);
  const locale = activeIntlLocale();
  const maxRevenue = Math.max(1, ...data.revenue.map((m) => m.amountPaise));
  const accounts = data.accounts;
  const disabled = data.disabledAccounts;
  const failed30 = data.failedPayments.last30Days;
  const failedAll = data.failedPayments.total;
  const pushFailed = data.pushFailures.last30Days;
  const pushSent = data.pushFailures.sent30Days;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <Figure
          label={<Trans>Accounts</Trans>}
          value={accounts}
          note={disabled > 0 ? t`${disabled} disabled` : null}
        />
        <Figure label={<Trans>Active premium</Trans>} value={data.activePremium} />
        <Figure
          label={<Trans>Failed payments</Trans>}
          value={failed30}
          note={t`last 30 days; ${failedAll} in all`}
        />
        <Figure
          label={<Trans>Push failures</Trans>}
          value={pushFailed}
          note={t`of ${pushSent} sent in 30 days`}
        />
      </div>

      <section
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        aria-labelledby="signups-title"
      >
        <h2 id="signups-title" className="font-semibold text-slate-900">
          <Trans>Sign-ups per day, last 90 days</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            {signUps90} in 90 days, {signUps7} in the last 7
          </Trans>
        </p>
        <Suspense fallback={<div className="h-44" />}>
          <SignUpsChart
            days={data.signUps}
            summary={t`${signUps90} sign-ups in 90 days, ${signUps7} in the last 7 days`}
          />
        </Suspense>
      </section>

      <section
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        aria-labelledby="revenue-title"
      >
        <h2 id="revenue-title" className="font-semibold text-slate-900">
          <Trans>Revenue per month</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>Verified payments, less refunds, in India's months.</Trans>
        </p>
        {data.revenue.every((m) => m.amountPaise === 0) ? (
          <Empty>
            <Trans>No payments in the last 12 months.</Trans>
          </Empty>
        ) : (
          <ul className="mt-2 space-y-1.5">
            {data.revenue.map((m) => (
              <li
                key={m.month}
                className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-2 text-sm"
              >
                <span className="text-slate-700">{monthName(m.month, locale)}</span>
                <span className="h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-2 rounded-full bg-brand-700"
                    style={{ width: `${(m.amountPaise / maxRevenue) * 100}%` }}
                  />
                </span>
                <span className="font-medium text-slate-900 tabular-nums">
                  {formatRupees(rupees(m.amountPaise))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
