import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@web/components/ui/card';
import { RING_CIRCUMFERENCE, RING_RADIUS, ringOffset, ringPercentage } from './display';
import { useStatistics } from './queries';

function ProgressRing({ percentage }: { percentage: number }) {
  const { t } = useLingui();
  return (
    <div
      role="img"
      aria-label={t`${percentage}% of today's doses taken`}
      className="relative size-24 shrink-0"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-brand-100"
        />
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={RING_CIRCUMFERENCE}
          strokeDashoffset={ringOffset(percentage)}
          className="stroke-brand-700 transition-[stroke-dashoffset] duration-500"
          opacity={percentage > 0 ? 1 : 0}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-xl font-bold text-slate-900">
        {percentage}%
      </span>
    </div>
  );
}

/** Spec §2: Today's Progress, taken today over the doses scheduled today, and the ring. */
export function ProgressCard() {
  const { data, isPending } = useStatistics();
  const percentage = ringPercentage(data?.progressPercentage);
  const taken = data?.takenToday ?? 0;
  const total = data?.totalMedications ?? 0;
  const missed = data?.missedToday ?? 0;
  const pending = data?.pendingToday ?? 0;

  return (
    <Card
      aria-labelledby="progress-title"
      aria-busy={isPending}
      className="flex items-center gap-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="progress-title" className="font-semibold text-slate-900">
          <Trans>Today&apos;s Progress</Trans>
        </h2>
        {isPending ? (
          <div className="mt-2 space-y-2" aria-hidden="true">
            <div className="h-8 w-20 animate-pulse rounded-lg bg-slate-200" />
            <div className="h-4 w-36 animate-pulse rounded bg-slate-200" />
          </div>
        ) : (
          <>
            <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
              {taken}
              <span className="text-xl font-semibold text-slate-500">/{total}</span>
            </p>
            <p className="text-sm text-slate-600">
              {total > 0 ? (
                <Plural value={total} one="doses taken today" other="doses taken today" />
              ) : (
                <Trans>No doses scheduled today</Trans>
              )}
            </p>
            {missed > 0 || pending > 0 ? (
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm font-medium">
                {missed > 0 ? (
                  <span className="text-red-700">
                    <Plural value={missed} one="# missed" other="# missed" />
                  </span>
                ) : null}
                {pending > 0 ? (
                  <span className="text-slate-700">
                    <Plural value={pending} one="# to take" other="# to take" />
                  </span>
                ) : null}
              </p>
            ) : null}
          </>
        )}
      </div>
      <ProgressRing percentage={percentage} />
    </Card>
  );
}
