import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CloudUpload, Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { countdown } from '@core/medicines/dose-times';
import { countdownText } from './countdown-text';
import type { UpcomingMedication } from '@core/contract/medicines';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { canTakeNow } from '@core/medicines/take-window';
import { formatDoseTime } from '@web/lib/dose-time';
import { useLogDose } from '@web/features/doses/log-dose';
import { isPendingDose, usePendingDoses } from '@web/features/doses/pending-doses';
import { OFFLINE_TEXT } from '@web/lib/offline-texts';
import { cn } from '@web/lib/cn';
import { colorClasses } from './display';
import { openAddMedication } from '@web/features/medications/open-add-medication';
import { useMedications, useStatistics } from './queries';
import { useNow } from '@web/lib/clock';

/** How many of the next doses Home lists; View All shows the rest. */
const SHOWN = 4;

/** Taken offline: shown as taken at once, with a note that the server does not have it yet. */
function TakenPendingSync() {
  const { i18n } = useLingui();
  return (
    <span className="flex shrink-0 flex-col items-end gap-0.5">
      <span className="inline-flex items-center gap-1 rounded-lg bg-green-50 px-2 py-1 text-sm font-semibold text-green-800">
        <Check className="size-4" aria-hidden="true" />
        {i18n._(OFFLINE_TEXT.takenPending)}
      </span>
      <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
        <CloudUpload className="size-3.5" aria-hidden="true" />
        {i18n._(OFFLINE_TEXT.pendingSync)}
      </span>
    </span>
  );
}

function DoseRow({
  dose,
  now,
  timeZone,
}: {
  dose: UpcomingMedication;
  now: Date;
  timeZone: string;
}) {
  const { t } = useLingui();
  const logDose = useLogDose();
  const pending = isPendingDose(usePendingDoses(), dose.id, dose.scheduledTime);
  const left = countdown(now, new Date(dose.scheduledTime));
  const due = left.totalMinutes === 0;
  const details = [dose.dosage, dose.instructions || (dose.withFood ? t`with food` : '')];
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'flex size-11 shrink-0 flex-col items-center justify-center rounded-xl text-sm font-bold',
          colorClasses(dose.color),
        )}
        aria-hidden="true"
      >
        {dose.name.trim().charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{dose.name}</p>
        <p className="truncate text-sm text-slate-600">{details.filter(Boolean).join(' · ')}</p>
        <p className="text-sm">
          <span className="font-medium text-slate-800">
            {formatDoseTime(dose.scheduledTime, now, timeZone)}
          </span>{' '}
          <span className={due ? 'font-semibold text-amber-800' : 'text-slate-600'}>
            {due ? t`· due now` : `· ${countdownText(left)}`}
          </span>
        </p>
      </div>
      {pending ? (
        <TakenPendingSync />
      ) : canTakeNow(dose.scheduledTime, now) ? (
        <Button
          variant="secondary"
          className="px-3"
          disabled={logDose.isPending}
          aria-label={t`Taken: ${dose.name} ${dose.dosage}`}
          onClick={() =>
            logDose.mutate({
              medicationId: dose.id,
              scheduledTime: dose.scheduledTime,
              name: dose.name,
              dosage: dose.dosage,
            })
          }
        >
          <Check className="size-4" aria-hidden="true" />
          <Trans>Taken</Trans>
        </Button>
      ) : null}
    </li>
  );
}

function Empty({ noMedicines }: { noMedicines: boolean }) {
  const [, navigate] = useLocation();
  if (!noMedicines) {
    return (
      <p className="py-3 text-sm text-slate-600">
        <Trans>Nothing more is due in the next 24 hours.</Trans>
      </p>
    );
  }
  return (
    <div className="py-3">
      <p className="font-medium text-slate-900">
        <Trans>No medicines yet — add the first one</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Type a schedule like 1-0-1 and MedMitra reminds you at each dose.</Trans>
      </p>
      <Button className="mt-3 w-full" onClick={() => openAddMedication(navigate)}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Add a medicine</Trans>
      </Button>
    </div>
  );
}

/** Spec §2: the next doses (real times, PRODUCT §4), with Taken for the ones due. */
export function NextMedications({ timeZone }: { timeZone: string }) {
  const stats = useStatistics();
  const now = useNow();
  const upcoming = stats.data?.upcomingMedications ?? [];
  const medications = useMedications(stats.isSuccess && upcoming.length === 0);

  return (
    <Card aria-labelledby="next-meds-title" aria-busy={stats.isPending}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="next-meds-title" className="font-semibold text-slate-900">
          <Trans>Next Medications</Trans>
        </h2>
        <Link
          href="/medications"
          className="-mr-2 flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Trans>View All</Trans>
        </Link>
      </div>
      {stats.isPending || (upcoming.length === 0 && medications.isPending && stats.isSuccess) ? (
        <ul aria-hidden="true" className="mt-2 space-y-4 py-2">
          {[0, 1].map((i) => (
            <li key={i} className="flex items-center gap-3">
              <div className="size-11 animate-pulse rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-44 animate-pulse rounded bg-slate-200" />
              </div>
            </li>
          ))}
        </ul>
      ) : upcoming.length === 0 ? (
        <Empty noMedicines={medications.data?.length === 0} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {upcoming.slice(0, SHOWN).map((dose) => (
            <DoseRow
              key={`${dose.id}@${dose.scheduledTime}`}
              dose={dose}
              now={now}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
