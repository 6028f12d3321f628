import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AdminAuditEntry, type AuditAction } from '@core/contract/admin';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format-date';
import { Empty, Loading, Pager } from './admin-ui';
import { ACTION_LABELS } from './admin-texts';
import { useAuditLog } from './queries';

const isAction = (a: string): a is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(a);

/** The entry's details, as short "key: value" text (ids, counts, the reason given). */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

function Entry({ entry: e }: { entry: AdminAuditEntry }) {
  const { t, i18n } = useLingui();
  const who = e.adminEmail ?? (e.adminId ? t`a deleted account` : t`command line`);
  const target = e.targetEmail ?? (e.targetUserId ? t`a deleted account` : null);
  const when = formatDateTime(e.createdAt);
  return (
    <li className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">
        {isAction(e.action) ? i18n._(ACTION_LABELS[e.action]) : e.action}
      </p>
      {target ? <p className="break-all text-slate-800">{t`Account: ${target}`}</p> : null}
      <p className="break-all text-slate-700">{t`By ${who}`}</p>
      <p className="text-slate-600">
        {when}
        {e.ip ? ` · ${e.ip}` : ''}
      </p>
      {Object.keys(e.details).length > 0 ? (
        <p className="mt-1 text-xs break-words text-slate-600">{detailsText(e.details)}</p>
      ) : null}
    </li>
  );
}

/** Every admin change, newest first: by admin, action and account. */
export function AuditTab({
  accountId,
  onClearAccount,
}: {
  accountId: string;
  onClearAccount: () => void;
}) {
  const { t, i18n } = useLingui();
  const adminId = useId();
  const actionId = useId();
  const [admin, setAdmin] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAuditLog({ adminId: admin, action, accountId }, page);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={adminId} className="block text-sm font-medium text-slate-800">
            <Trans>Admin</Trans>
          </label>
          <Select
            id={adminId}
            value={admin}
            onChange={(e) => {
              setAdmin(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t`Everyone`}</option>
            {data?.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email ?? a.id}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={actionId} className="block text-sm font-medium text-slate-800">
            <Trans>Action</Trans>
          </label>
          <Select
            id={actionId}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t`Every action`}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {i18n._(ACTION_LABELS[a])}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {accountId ? (
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <Trans>One account only</Trans>
          <Button
            variant="ghost"
            size="icon"
            onClick={onClearAccount}
            aria-label={t`Show every account`}
          >
            <X className="size-5" aria-hidden="true" />
          </Button>
        </p>
      ) : null}
      {!data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Empty>
          <Trans>Nothing in the audit log matches.</Trans>
        </Empty>
      ) : (
        <ul className="space-y-2" aria-label={t`Audit log`}>
          {data.items.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      ) : null}
    </div>
  );
}
