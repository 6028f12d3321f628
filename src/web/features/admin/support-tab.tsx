import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SUPPORT_FILTERS, SUPPORT_REPLY_MAX, type AdminSupportMessage } from '@core/contract/admin';
import { Button } from '@web/components/ui/button';
import { controlClasses } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format-date';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast-store';
import { TOPIC_LABELS } from '@web/features/help/topic-labels';
import { Empty, ListFilter, Loading, Pager, Pill } from './admin-ui';
import { SUPPORT_FILTER_LABELS } from './admin-texts';
import { useAdminChange, useSupportMessages } from './queries';

function Message({ message: m }: { message: AdminSupportMessage }) {
  const { t, i18n } = useLingui();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const handled = useAdminChange<boolean, AdminSupportMessage>(
    () => `/support-messages/${m.id}/handled`,
    (value) => ({ handled: value }),
  );
  const send = useAdminChange<string, AdminSupportMessage>(
    () => `/support-messages/${m.id}/reply`,
    (message) => ({ message }),
  );
  return (
    <li className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2">
        <Pill tone="slate">{i18n._(TOPIC_LABELS[m.topic])}</Pill>
        {m.handledAt ? (
          <Pill tone="green">
            <Trans>Handled</Trans>
          </Pill>
        ) : (
          <Pill tone="amber">
            <Trans>Open</Trans>
          </Pill>
        )}
        <span className="text-slate-600">{formatDateTime(m.createdAt)}</span>
      </p>
      <p className="mt-1 break-all text-slate-700">{m.replyTo ?? t`No email to reply to`}</p>
      <p className="mt-2 whitespace-pre-wrap text-slate-900">{m.message}</p>
      {m.repliedAt ? (
        <p className="mt-1 text-xs text-slate-600">
          <Trans>Answered {formatDateTime(m.repliedAt)}</Trans>
        </p>
      ) : null}
      {m.replyTo ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            send.mutate(reply.trim(), {
              onSuccess: () => {
                setReply('');
                toast({ title: t`Reply sent` });
              },
            });
          }}
        >
          <label htmlFor={replyId} className="block text-sm font-medium text-slate-800">
            <Trans>Reply by email</Trans>
          </label>
          <textarea
            id={replyId}
            className={cn(controlClasses, 'min-h-24')}
            maxLength={SUPPORT_REPLY_MAX}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
          <Button type="submit" disabled={send.isPending || !reply.trim()}>
            {send.isPending ? <Spinner className="size-4" /> : null}
            <Trans>Send reply</Trans>
          </Button>
        </form>
      ) : null}
      <Button
        variant="outline"
        className="mt-2"
        disabled={handled.isPending}
        onClick={() => handled.mutate(!m.handledAt)}
      >
        {m.handledAt ? <Trans>Mark open</Trans> : <Trans>Mark handled</Trans>}
      </Button>
    </li>
  );
}

/** Messages from /help-support: open ones first; read, answer by email, mark handled. */
export function SupportTab() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<string>('open');
  const [page, setPage] = useState(1);
  const { data } = useSupportMessages(status, page);
  return (
    <div className="space-y-3">
      <ListFilter
        label={<Trans>Show</Trans>}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      >
        {SUPPORT_FILTERS.map((s) => (
          <option key={s} value={s}>
            {i18n._(SUPPORT_FILTER_LABELS[s])}
          </option>
        ))}
      </ListFilter>
      {!data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <Empty>
          <Trans>No messages here.</Trans>
        </Empty>
      ) : (
        <ul className="space-y-2" aria-label={t`Support messages`}>
          {data.items.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ul>
      )}
      {data ? (
        <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      ) : null}
    </div>
  );
}
