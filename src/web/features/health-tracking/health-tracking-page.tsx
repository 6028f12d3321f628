import { Suspense, useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '@web/components/ui/spinner';
import { useFamilyMembers } from '@web/session/members';
import { useToday } from '@web/session/use-today';
import { useFamilyReadings, useHealthReminders } from './queries';
import { lazy } from '@web/lib/lazy';

const loadBoard = () => import('./tracking-board');
const TrackingBoard = lazy(loadBoard);

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-4" /> <Trans>Loading readings…</Trans>
    </p>
  );
}

/**
 * /health-tracking (PRODUCT §5): every member × tracker with the latest value, category, trend
 * and the checks that are due. Same requests as /family: one list per tracker for the account.
 */
export default function HealthTrackingPage() {
  const members = useFamilyMembers();
  const list = members.data ?? [];
  const readings = useFamilyReadings(list.map((m) => m.id));
  const reminders = useHealthReminders();
  const { today, timeZone } = useToday();
  // The board's code downloads alongside the requests, not after them.
  useEffect(() => {
    loadBoard().catch(() => undefined);
  }, []);

  return (
    <div className="space-y-5 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header>
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Health tracking</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Everyone’s latest readings, trends and due checks</Trans>
        </p>
      </header>
      {members.isPending || readings.pending ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <TrackingBoard
            members={list}
            byMember={readings.byMember}
            healthReminders={reminders.data ?? []}
            today={today}
            timeZone={timeZone}
          />
        </Suspense>
      )}
    </div>
  );
}
