import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format-date';
import { AccountDetail } from './account-detail';
import { Empty, Loading, Pager } from './admin-ui';
import { PlanPill } from './plan-pill';
import { useAccounts } from './queries';

/** Accounts by email, a page at a time; one opens with its figures and actions. */
export function AccountsTab({ onAudit }: { onAudit: (accountId: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const search = useDeferredValue(q.trim());
  const { data } = useAccounts(search, page);
  if (open) return <AccountDetail id={open} onBack={() => setOpen(null)} onAudit={onAudit} />;
  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          <Trans>Search accounts by email</Trans>
        </label>
        <Search
          className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-10"
          placeholder={t`Search by email`}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {!data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Empty>
          <Trans>No account matches.</Trans>
        </Empty>
      ) : (
        <ul className="space-y-2" aria-label={t`Accounts`}>
          {data.items.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                onClick={() => setOpen(row.id)}
                className="w-full rounded-xl bg-white p-3 text-left ring-1 ring-slate-200 hover:bg-slate-50"
              >
                <span className="block font-medium break-all text-slate-900">{row.email}</span>
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  <PlanPill row={row} />
                  <span>{t`Joined ${formatDateTime(row.createdAt)}`}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      ) : null}
    </div>
  );
}
