import { Suspense, type ReactNode } from 'react';
import { Clock, Pause, Pencil, Play, Trash2, Utensils } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Medication } from '@core/contract/medicines';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { lazy } from '@web/lib/lazy';
import { COLOR_CLASSES } from './medication-colors';
import { frequencyText, instructionsText } from '@web/lib/medicine-texts';
import { describeNextDose, describeStock } from './next-dose';

export interface MedicationCardProps {
  med: Medication;
  now: Date;
  timeZone: string;
  /** Shown when the list mixes members ('All'). */
  memberName: string | null;
  busy: boolean;
  onEdit: () => void;
  onEditIntent: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

// The NPPA ceiling is in the medicines' answer; its words load after the page (first-load budget).
const MedicineCeilings = lazy(() => import('@web/features/prices/ceiling-lines'));

/** Below 360 px the three actions have room for their words only. */
const ACTION_ICON = 'hidden size-4 shrink-0 min-[360px]:block';

function Chip({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        className,
      )}
    >
      {children}
    </span>
  );
}

function NextDose({ med, now, timeZone }: { med: Medication; now: Date; timeZone: string }) {
  if (!med.active)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Paused: no reminders</Trans>
      </p>
    );
  if (med.asNeeded)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Take when needed</Trans>
      </p>
    );
  if (!med.nextDoseAt)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No more doses: course over</Trans>
      </p>
    );
  const next = describeNextDose(med.nextDoseAt, now, timeZone);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-800">
      <Clock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <Trans>
          Next: <span className="font-semibold">{next.when}</span>
        </Trans>
      </span>
      <span className="text-slate-600">({next.countdown})</span>
    </p>
  );
}

/** Spec §2 "Medication card" plus the real next dose, stock and actions (PRODUCT §4). */
export function MedicationCard(props: MedicationCardProps) {
  const { med, now, timeZone, memberName, busy } = props;
  const { i18n, t } = useLingui();
  const name = med.name;
  const stock = describeStock(med, now, timeZone);
  const titleId = `med-${med.id}-name`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative overflow-hidden rounded-2xl bg-white py-4 pr-4 pl-5 shadow-sm ring-1 ring-slate-200',
        !med.active && 'bg-slate-50',
      )}
    >
      <span
        className={cn('absolute inset-y-0 left-0 w-1.5', COLOR_CLASSES[med.color].stripe)}
        aria-hidden="true"
      />
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold wrap-anywhere text-slate-900">
            {med.name}
          </h3>
          <p className="text-sm wrap-anywhere text-slate-700">
            {med.dosage} · {frequencyText(i18n, med.frequency)}
          </p>
        </div>
        {med.active ? null : (
          <Chip className="shrink-0 bg-slate-200 text-slate-800">
            <Trans>Paused</Trans>
          </Chip>
        )}
      </div>

      <div className="mt-2 space-y-1.5">
        <NextDose med={med} now={now} timeZone={timeZone} />
        {med.ceilings.length > 0 ? (
          <Suspense fallback={null}>
            <MedicineCeilings ceilings={med.ceilings} />
          </Suspense>
        ) : null}
        {med.instructions ? (
          <p className="text-sm wrap-anywhere text-slate-700">
            {instructionsText(i18n, med.instructions)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          {memberName ? <Chip className="bg-slate-100 text-slate-800">{memberName}</Chip> : null}
          {med.withFood ? (
            <Chip className="bg-amber-50 text-amber-900 ring-1 ring-amber-200">
              <Utensils className="size-3" aria-hidden="true" />
              <Trans>With food</Trans>
            </Chip>
          ) : null}
          {stock.left ? <Chip className="bg-slate-100 text-slate-800">{stock.left}</Chip> : null}
          {stock.refillSoon ? (
            <Chip className="bg-red-50 text-red-800 ring-1 ring-red-200">
              <Trans>Refill soon</Trans>
            </Chip>
          ) : null}
        </div>
      </div>

      <div className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          className="px-2"
          onClick={props.onEdit}
          onPointerEnter={props.onEditIntent}
          onFocus={props.onEditIntent}
          aria-label={t({ message: `Edit ${name}`, context: 'medicine' })}
        >
          <Pencil className={ACTION_ICON} aria-hidden="true" />
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          className="px-2"
          onClick={props.onToggleActive}
          disabled={busy}
          aria-label={med.active ? t`Pause ${name}` : t`Resume ${name}`}
        >
          {med.active ? (
            <Pause className={ACTION_ICON} aria-hidden="true" />
          ) : (
            <Play className={ACTION_ICON} aria-hidden="true" />
          )}
          {med.active ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
        </Button>
        <Button
          variant="ghost"
          className="px-2 text-red-700 hover:bg-red-50"
          onClick={props.onDelete}
          aria-label={t`Delete ${name}`}
        >
          <Trash2 className={ACTION_ICON} aria-hidden="true" />
          <Trans>Delete</Trans>
        </Button>
      </div>
    </article>
  );
}
