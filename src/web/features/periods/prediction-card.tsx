import { AlertTriangle, CalendarClock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Period } from '@core/contract/health';
import { formatCalendarDate } from '@web/lib/format-date';
import { formatDateRange } from '@web/lib/month-grid';
import {
  averageBasis,
  cyclesUsed,
  IRREGULAR_TEXT,
  lateText,
  memberPeriodText,
} from './prediction-text';
import type { PredictionAnswer } from './queries';

/** The next period with its window, days until due, the average cycle and what it rests on. */
export function PredictionCard({
  prediction,
  periods,
  isSelf,
  reminderShown,
}: {
  prediction: PredictionAnswer;
  periods: readonly Period[];
  isSelf: boolean;
  /** The reminder banner above already says how many days are left. */
  reminderShown: boolean;
}) {
  const { nextStart, windowStart, windowEnd, daysUntilDue } = prediction;
  const { i18n } = useLingui();
  if (!nextStart) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          Log the first day of a period and MedMitra will predict the next one. Predictions get
          better with every period you log.
        </Trans>
      </p>
    );
  }
  const used = cyclesUsed(prediction.cyclesUsed, periods);
  const late = daysUntilDue === null ? null : lateText(daysUntilDue);
  const window = windowStart && windowEnd ? formatDateRange(windowStart, windowEnd) : '';
  const averageDays = prediction.averageCycleLength ?? 28;
  const ovulation = prediction.ovulation
    ? formatDateRange(prediction.ovulation, prediction.ovulation)
    : '';
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-pink-50 text-pink-700"
        >
          <CalendarClock className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            <Trans>Next period</Trans>
          </p>
          <p className="text-lg font-bold text-slate-900">{formatCalendarDate(nextStart)}</p>
          {windowStart && windowEnd && windowStart !== windowEnd ? (
            <p className="text-sm text-slate-700">
              <Trans>Likely between {window}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {daysUntilDue !== null && !reminderShown ? (
        <p className="rounded-xl bg-pink-50 px-3 py-2 font-medium text-pink-950">
          {memberPeriodText(daysUntilDue, isSelf)}
          {late ? <span className="block text-sm font-normal">{late}</span> : null}
        </p>
      ) : null}
      {late && reminderShown ? <p className="text-sm text-slate-700">{late}</p> : null}
      <dl className="grid grid-cols-1 gap-3 text-sm min-[360px]:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Average cycle</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">
            <Trans>{averageDays} days</Trans>
          </dd>
          <dd className="text-slate-600">{averageBasis(used)}</dd>
        </div>
        {prediction.fertileStart && prediction.fertileEnd ? (
          <div>
            <dt className="text-slate-600">
              <Trans>Fertile window</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">
              {formatDateRange(prediction.fertileStart, prediction.fertileEnd)}
            </dd>
            {prediction.ovulation ? (
              <dd className="text-slate-600">
                <Trans>Ovulation around {ovulation}</Trans>
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      {prediction.irregular ? (
        <div className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">
              <Trans>Irregular cycles.</Trans>{' '}
            </span>
            {i18n._(IRREGULAR_TEXT)}
          </p>
        </div>
      ) : null}
    </div>
  );
}
