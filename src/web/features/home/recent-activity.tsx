import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CirclePlus, CircleX } from 'lucide-react';
import type { MedicationLog } from '@core/contract/medicines';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { logDisplay, type LogKind } from './log-display';
import { RECENT_ACTIVITY_LIMIT, useRecentLogs } from './queries';
import { relativeTime } from './relative-time';
import { useNow } from '@web/lib/clock';

/** Spec §4: a green check, a red cross, a blue plus. */
const looks: Record<LogKind, { icon: LucideIcon; tone: string }> = {
  taken: { icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
  missed: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  added: { icon: CirclePlus, tone: 'bg-blue-50 text-blue-700' },
};

/** The moment that matters: when it was taken, when the missed dose was due, when it was added. */
function whenOf(log: MedicationLog): string {
  if (log.status === 'taken') return log.takenTime ?? log.createdAt;
  if (log.status === 'missed') return log.scheduledTime;
  return log.createdAt;
}

/** Spec §2, §9: the first 3 logs. */
export function RecentActivity({ timeZone }: { timeZone: string }) {
  // logDisplay and relativeTime word it in the active language: a switch renders it again.
  useLanguage();
  const logs = useRecentLogs();
  const now = useNow();
  const items = (logs.data ?? []).slice(0, RECENT_ACTIVITY_LIMIT);

  return (
    <Card aria-labelledby="activity-title" aria-busy={logs.isPending}>
      <h2 id="activity-title" className="font-semibold text-slate-900">
        <Trans>Recent Activity</Trans>
      </h2>
      {logs.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Nothing yet. Medicines you add, take or miss will show up here.</Trans>
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {items.map((log) => {
            const { kind, text } = logDisplay(log.status);
            const { icon: Icon, tone } = looks[kind];
            return (
              <li key={log.id} className="flex items-center gap-3 py-3">
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    tone,
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{text}</p>
                  <p className="truncate text-sm text-slate-600">
                    {[log.medicationName, log.dosage].filter(Boolean).join(' ')}
                  </p>
                </div>
                <span className="shrink-0 text-right text-xs text-slate-500">
                  {relativeTime(whenOf(log), now, timeZone)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
