import { Suspense, useId, useState, type FocusEvent } from 'react';
import {
  AlarmClock,
  BellRing,
  CalendarClock,
  Check,
  ListChecks,
  Stethoscope,
  X,
} from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAccount } from '@web/session/queries';
import { cn } from '@web/lib/cn';
import { lazy } from '@web/lib/lazy';
import { formatClock } from '@web/lib/dose-time';
import { moreDosesDue, TOAST_SECONDS } from './reminder-queue';
import { notificationText, reminderInstructions } from './reminder-texts';
import { useReminderQueue } from './use-reminder-queue';

// Icons no first-load chunk uses: one shared with a first-load chunk would be split into a
// chunk of its own there, adding to every page's first load.
const ICONS = { medication: BellRing, period: CalendarClock, health_checkup: Stethoscope };

// The bell's panel, whose first part is the list of doses due now with a Taken each.
const BellPanel = lazy(() => import('./bell-panel'));

const actionClasses =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold transition-colors';

/**
 * Spec §2, §4: the reminder notification overlay of the signed-in pages. Its own card at the top
 * of the column (not the one-at-a-time toaster, so a 'Medication taken!' toast can follow it).
 */
export default function ReminderOverlay() {
  const { state, taken, snooze, dismiss, pause, openList } = useReminderQueue();
  const [listOpen, setListOpen] = useState(false);
  const [listUsed, setListUsed] = useState(false);
  const list = listUsed ? (
    <Suspense fallback={null}>
      <BellPanel open={listOpen} onOpenChange={setListOpen} />
    </Suspense>
  ) : null;
  const toast = (
    <ReminderToast
      state={state}
      actions={{ taken, snooze, dismiss, pause }}
      onOpenList={() => {
        openList();
        setListUsed(true);
        setListOpen(true);
      }}
    />
  );
  return (
    <>
      {toast}
      {list}
    </>
  );
}

type QueueActions = Pick<
  ReturnType<typeof useReminderQueue>,
  'taken' | 'snooze' | 'dismiss' | 'pause'
>;

function ReminderToast({
  state,
  actions: { taken, snooze, dismiss, pause },
  onOpenList,
}: {
  state: ReturnType<typeof useReminderQueue>['state'];
  actions: QueueActions;
  onOpenList: () => void;
}) {
  const timeZone = useAccount().data?.user.timeZone;
  const titleId = useId();
  const { t } = useLingui();
  const { current, leaving, held, secondsLeft } = state;
  if (!current || held) return null;
  const more = moreDosesDue(state);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) pause(false);
  };
  const dueAt = current.scheduledTime ? formatClock(current.scheduledTime, timeZone) : '';
  const detail = [current.dosage, dueAt && t`due ${dueAt}`].filter(Boolean).join(' · ');
  const text = notificationText(current);
  const Icon = ICONS[current.type];

  return (
    // Above the bottom navigation, not over the page's header: the bell and the
    // page's title stay in sight while a reminder is up.
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[60] mx-auto w-full max-w-[480px] px-3">
      <section
        key={current.id}
        aria-labelledby={titleId}
        onMouseEnter={() => pause(true)}
        onMouseLeave={() => pause(false)}
        onFocus={() => pause(true)}
        onBlur={onBlur}
        className={cn(
          'pointer-events-auto overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200',
          'animate-[toast-in_200ms_ease-out] transition-opacity duration-300',
          leaving && 'opacity-0',
        )}
      >
        <div className="flex items-start gap-3 p-4 pb-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div role="status" aria-live="assertive" aria-atomic="true" className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {text.title}
            </p>
            {current.medicationName ? (
              <h2 id={titleId} className="truncate text-lg font-bold text-slate-900">
                {current.medicationName}
              </h2>
            ) : (
              // A period or health reminder: its message is the whole reminder, so it wraps.
              <h2 id={titleId} className="text-base leading-snug font-bold text-slate-900">
                {text.message}
              </h2>
            )}
            {detail ? <p className="text-sm text-slate-700">{detail}</p> : null}
            {current.instructions ? (
              <p className="mt-0.5 text-sm text-slate-600">
                {reminderInstructions(current.instructions)}
              </p>
            ) : null}
          </div>
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 tabular-nums"
            aria-label={t`Closes in ${secondsLeft} seconds`}
          >
            {secondsLeft}
          </span>
        </div>
        {more > 0 ? (
          // Doses due in the same minute wait their turn behind this one: the list of all of
          // them is one tap away.
          <button
            type="button"
            onClick={onOpenList}
            aria-haspopup="dialog"
            className="mx-4 mb-2 flex min-h-11 w-[calc(100%-2rem)] items-center justify-center gap-1.5 rounded-xl bg-brand-50 px-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            <ListChecks className="size-4" aria-hidden="true" />
            {plural(more, { one: '# more due', other: '# more due' })}
          </button>
        ) : null}
        <div className="grid grid-cols-2 gap-2 px-4 pb-4">
          {current.type === 'medication' ? (
            <button
              type="button"
              onClick={taken}
              className={cn(actionClasses, 'col-span-2 bg-brand-700 text-white hover:bg-brand-800')}
            >
              <Check className="size-4" aria-hidden="true" />
              <Trans>Taken</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={snooze}
            className={cn(
              actionClasses,
              'bg-amber-50 text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100',
            )}
          >
            <AlarmClock className="size-4" aria-hidden="true" />
            <Trans>Snooze 15m</Trans>
          </button>
          <button
            type="button"
            onClick={dismiss}
            className={cn(actionClasses, 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50')}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Dismiss</Trans>
          </button>
        </div>
        <div className="h-1 bg-slate-100" aria-hidden="true">
          <div
            className="h-full bg-brand-600 transition-[width] duration-1000 ease-linear"
            style={{ width: `${(secondsLeft / TOAST_SECONDS) * 100}%` }}
          />
        </div>
      </section>
    </div>
  );
}
