import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Pill } from 'lucide-react';
import type { MedicationReminder } from '@core/contract/medicines';
import { Button } from '@web/components/ui/button';
import { formatClock } from '@web/lib/dose-time';
import { useLogDose } from './log-dose';

function DueDose({ reminder, timeZone }: { reminder: MedicationReminder; timeZone: string }) {
  const { t } = useLingui();
  const logDose = useLogDose();
  const { medicationId, medicationName, dosage, scheduledTime } = reminder;
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Pill className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{medicationName}</p>
        <p className="text-sm text-slate-600">
          {dosage} · {t`due ${formatClock(scheduledTime, timeZone)}`}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={logDose.isPending}
        aria-label={t`Taken: ${medicationName} ${dosage}`}
        onClick={() =>
          logDose.mutate({ medicationId, scheduledTime, name: medicationName, dosage })
        }
      >
        <Check className="size-4" aria-hidden="true" />
        <Trans>Taken</Trans>
      </Button>
    </li>
  );
}

/** The bell panel's first part: the doses due now, each with its Taken. Null when none is due. */
export function DueNowList({
  reminders,
  timeZone,
}: {
  reminders: MedicationReminder[];
  timeZone: string;
}) {
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby="due-now-title" className="rounded-2xl p-4 ring-1 ring-slate-200">
      <h3 id="due-now-title" className="text-sm font-semibold text-slate-600">
        <Trans>Due now</Trans>
      </h3>
      <ul className="divide-y divide-slate-100">
        {reminders.map((r) => (
          <DueDose key={`${r.medicationId}@${r.scheduledTime}`} reminder={r} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
