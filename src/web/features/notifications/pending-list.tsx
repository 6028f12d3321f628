import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HeartHandshake, PackageOpen } from 'lucide-react';
import { Link } from 'wouter';
import type { ServerNotification } from '@core/contract/prescriptions';
import { formatDateTime } from '@web/lib/format-date';
import { alertLink, alertMessage, alertTitle } from './alert-texts';
import { useMarkNotificationRead } from './mark-read';

function Alert({ notification, timeZone }: { notification: ServerNotification; timeZone: string }) {
  const { i18n } = useLingui();
  const markRead = useMarkNotificationRead();
  const link = alertLink(notification);
  return (
    <li className="flex items-start gap-3 pt-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-800">
        {link ? (
          <HeartHandshake className="size-5" aria-hidden="true" />
        ) : (
          <PackageOpen className="size-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{alertTitle(i18n, notification)}</p>
        <p className="text-sm text-slate-600">{alertMessage(i18n, notification)}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {formatDateTime(notification.createdAt, timeZone)}
        </p>
        {link ? (
          <Link
            href={link}
            className="mt-1 mr-2 inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-brand-800 hover:underline"
          >
            <Trans>See today’s doses</Trans>
          </Link>
        ) : null}
        <button
          type="button"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
          className="-ml-2 mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          <Trans>Mark as read</Trans>
        </button>
      </div>
    </li>
  );
}

/**
 * What the bell counts: doses due now and unread alerts, so its number can be acted on. The doses
 * due come as `dueNow` (the doses feature's list with a Taken each; null when none is due).
 */
export function PendingList({
  dueNow,
  notifications,
  timeZone,
}: {
  dueNow: ReactNode;
  notifications: ServerNotification[];
  timeZone: string;
}) {
  const unread = notifications.filter((n) => n.readAt === null);
  if (dueNow == null && unread.length === 0) return null;
  return (
    <div className="space-y-4">
      {dueNow}
      {unread.length > 0 ? (
        <section aria-labelledby="alerts-title" className="rounded-2xl p-4 ring-1 ring-slate-200">
          <h3 id="alerts-title" className="text-sm font-semibold text-slate-600">
            <Trans>Alerts</Trans>
          </h3>
          <ul className="divide-y divide-slate-100">
            {unread.map((n) => (
              <Alert key={n.id} notification={n} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
