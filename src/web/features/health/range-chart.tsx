import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { MAX_LIMIT, rangeFrom, type ChartRange } from './chart-ranges';
import { Loading } from './lazy-load';
import { useReadings, type ReadingOf, type Tracker } from './queries';

/**
 * A member's readings over the chosen range, handed to the chart. The chart's code download
 * starts at once, alongside the readings, not after them.
 */
export function RangeChart<T extends Tracker>({
  tracker,
  memberId,
  range,
  now,
  timeZone,
  prefetch,
  minimum = 2,
  emptyText,
  children,
}: {
  tracker: T;
  memberId: string;
  range: ChartRange;
  now: Date;
  timeZone: string;
  prefetch: () => void;
  /** Fewer readings than this make no line. */
  minimum?: number;
  emptyText: string;
  children: (readings: ReadingOf<T>[]) => ReactNode;
}) {
  const { t } = useLingui();
  useEffect(prefetch, [prefetch]);
  const readings = useReadings(tracker, {
    memberId,
    from: rangeFrom(range, now, timeZone),
    limit: MAX_LIMIT,
  });
  if (readings.isPending) return <Loading label={t`Loading the chart...`} />;
  if (readings.isError) {
    return (
      <div className="text-sm text-slate-700">
        <p>
          <Trans>The chart could not be loaded.</Trans>
        </p>
        <Button variant="outline" className="mt-2" onClick={() => void readings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const data = readings.data ?? [];
  if (data.length < minimum) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{emptyText}</p>;
  }
  return children(data);
}
