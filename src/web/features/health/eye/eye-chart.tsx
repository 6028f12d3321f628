import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EyeTest } from '@core/contract/health';
import { formatDioptres } from '@core/health/eyesight';
import { formatCalendarDate } from '@web/lib/format-date';
import { formatTick, paddedDomain, spanDays, ticksFor } from '../chart-format';
import { eyeChartData, eyeChartSummary } from './eye-chart-data';

/** SPH of each eye over the years (a child's myopia); loaded when on screen. */
export function EyeChart({ tests }: { tests: readonly EyeTest[] }) {
  const points = eyeChartData(tests);
  const [low, high] = paddedDomain(
    points.flatMap((p) => [p.right, p.left]),
    -1,
    1,
    1,
  );
  const span = spanDays(points.map((p) => p.t));
  return (
    <figure>
      <div role="img" aria-label={eyeChartSummary(points)} className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <ReferenceLine y={0} stroke="#64748b" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => formatTick(t, 'UTC', Math.max(span, 401))}
              tick={{ fontSize: 11, fill: '#475569' }}
              minTickGap={24}
            />
            <YAxis
              domain={[low, high]}
              ticks={ticksFor(low, high, high - low > 6 ? 1 : 0.5)}
              tickFormatter={(v: number) => formatDioptres(v)}
              tick={{ fontSize: 11, fill: '#475569' }}
              width={56}
            />
            <Tooltip
              labelFormatter={(t) =>
                formatCalendarDate(new Date(Number(t)).toISOString().slice(0, 10))
              }
              formatter={(value, name) => [`SPH ${formatDioptres(Number(value))}`, String(name)]}
            />
            <Line
              name="Right eye"
              dataKey="right"
              stroke="#b45309"
              strokeWidth={2}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
            <Line
              name="Left eye"
              dataKey="left"
              stroke="#1d4ed8"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-amber-700" aria-hidden="true" /> Right eye (solid)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0 w-5 border-t-2 border-dashed border-blue-700" aria-hidden="true" />
          Left eye (dashed)
        </span>
        <span>Below 0 is short sight (myopia); lower means stronger glasses.</span>
      </figcaption>
    </figure>
  );
}
