import { Trans, useLingui } from '@lingui/react/macro';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import type { SessionInfo } from '@core/contract/auth';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format-date';
import { describeDevice } from './describe-device';
import { useRevokeSession, useSessions } from './queries';

const ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop } as const;

function SessionRow({
  session,
  timeZone,
  onRevoke,
  revoking,
}: {
  session: SessionInfo;
  timeZone: string;
  onRevoke: (id: string) => void;
  revoking: boolean;
}) {
  const { t } = useLingui();
  const device = describeDevice(session.userAgent);
  const { ip } = session;
  const lastActive = formatDateTime(session.lastSeenAt, timeZone);
  const Icon = ICONS[device.kind];
  const detailsId = `session-${session.id}-details`;
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div id={detailsId}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {device.name}
            {session.current ? (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                <Trans>This device</Trans>
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            <Trans>
              Last active <span className="whitespace-nowrap">{lastActive}</span>
            </Trans>
          </p>
          {ip ? <p className="text-sm text-slate-600">{t`IP ${ip}`}</p> : null}
        </div>
        {session.current ? null : (
          <Button
            variant="outline"
            className="mt-2"
            aria-describedby={detailsId}
            disabled={revoking}
            onClick={() => onRevoke(session.id)}
          >
            <Trans>End session</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

export function SessionsList({ timeZone }: { timeZone: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();

  return (
    <Card aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Active sessions</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Devices signed in to your account.</Trans>
      </p>
      {sessions.isPending ? (
        <div role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
          <Spinner className="size-4" /> <Trans>Loading sessions...</Trans>
        </div>
      ) : sessions.isError ? (
        <p className="py-4 text-sm text-slate-700">
          <Trans>Your sessions could not be loaded.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              timeZone={timeZone}
              onRevoke={(id) => revoke.mutate(id)}
              revoking={revoke.isPending && revoke.variables === session.id}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
