import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';
import { AccountsTab } from './accounts-tab';
import { AuditTab } from './audit-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { PricesTab } from './prices-tab';
import { ReauthProvider } from './reauth';
import { SupportTab } from './support-tab';

const TABS = ['overview', 'accounts', 'payments', 'support', 'prices', 'audit'] as const;
type Tab = (typeof TABS)[number];

const LABELS: Record<Tab, MessageDescriptor> = {
  overview: msg`Overview`,
  accounts: msg`Accounts`,
  payments: msg`Payments`,
  support: msg`Support`,
  prices: msg`Prices`,
  audit: msg`Audit log`,
};

const tabId = (tab: Tab) => `admin-tab-${tab}`;

/**
 * /admin-dashboard (ADR 034): accounts, billing, support messages, price sheets and the
 * audit log. Loaded only for an admin (shell/signed-in-fallback.tsx); the server checks the role
 * on every request anyway. Never health data.
 */
export default function AdminDashboard() {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('overview');
  const [auditAccount, setAuditAccount] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const select = (next: Tab) => {
    setTab(next);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(next)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  return (
    <ReauthProvider>
      <div className="space-y-4 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-4">
        <header>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Admin</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Accounts and billing only: health data is never shown here.</Trans>
          </p>
        </header>
        <div
          ref={list}
          role="tablist"
          aria-label={t`Admin sections`}
          onKeyDown={onKeyDown}
          className="grid grid-cols-3 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200"
        >
          {TABS.map((name) => (
            <button
              key={name}
              id={tabId(name)}
              type="button"
              role="tab"
              aria-selected={name === tab}
              aria-controls="admin-panel"
              tabIndex={name === tab ? 0 : -1}
              onClick={() => setTab(name)}
              className={cn(
                'min-h-11 rounded-xl px-1 text-sm font-medium',
                name === tab ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {i18n._(LABELS[name])}
            </button>
          ))}
        </div>
        <div id="admin-panel" role="tabpanel" aria-labelledby={tabId(tab)}>
          {tab === 'overview' ? <OverviewTab /> : null}
          {tab === 'accounts' ? (
            <AccountsTab
              onAudit={(id) => {
                setAuditAccount(id);
                setTab('audit');
              }}
            />
          ) : null}
          {tab === 'payments' ? <PaymentsTab /> : null}
          {tab === 'support' ? <SupportTab /> : null}
          {tab === 'prices' ? <PricesTab /> : null}
          {tab === 'audit' ? (
            <AuditTab accountId={auditAccount} onClearAccount={() => setAuditAccount('')} />
          ) : null}
        </div>
      </div>
    </ReauthProvider>
  );
}
