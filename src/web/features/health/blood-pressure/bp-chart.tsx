import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BloodPressureReading } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { TONE_FILLS } from '../category-tones';
import { formatTick, paddedDomain, spanDays, ticksFor } from '../chart-format';
import { bpChartData, bpChartSummary, DIASTOLIC_LINES, systolicBands } from './bp-chart-data';

/** Recharts lives in this module only: it loads when the chart is on screen. */
export function BpChart({
  readings,
  timeZone,
}: {
  readings: readonly BloodPressureReading[];
  timeZone: string;
}) {
  const points = bpChartData(readings);
  const [low, high] = paddedDomain(
    points.flatMap((p) => [p.systolic, p.diastolic]),
    60,
    160,
    10,
  );
  const span = spanDays(points.map((p) => p.t));
  return (
    <figure>
      <div role="img" aria-label={bpChartSummary(points, timeZone)} className="h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            {systolicBands(high).map((b) => (
              <ReferenceArea
                key={b.category}
                y1={Math.max(b.y1, low)}
                y2={Math.min(b.y2, high)}
                fill={TONE_FILLS[b.tone]}
                fillOpacity={b.category === 'crisis' ? 0.22 : 0.1}
                ifOverflow="hidden"
              />
            ))}
            {DIASTOLIC_LINES.map((y) => (
              <ReferenceLine key={y} y={y} stroke="#64748b" strokeDasharray="4 4" />
            ))}
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => formatTick(t, timeZone, span)}
              tick={{ fontSize: 11, fill: '#475569' }}
              minTickGap={24}
            />
            <YAxis
              domain={[low, high]}
              ticks={ticksFor(low, high, 20)}
              tick={{ fontSize: 11, fill: '#475569' }}
            />
            <Tooltip
              labelFormatter={(t) => formatDateTime(new Date(Number(t)), timeZone)}
              formatter={(value, name) => [`${String(value)} mmHg`, String(name)]}
            />
            <Line
              name="Systolic"
              dataKey="systolic"
              stroke="#b91c1c"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            <Line
              name="Diastolic"
              dataKey="diastolic"
              stroke="#1d4ed8"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-red-700" aria-hidden="true" /> Systolic (top, solid)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0 w-5 border-t-2 border-dashed border-blue-700" aria-hidden="true" />
          Diastolic (bottom, dashed)
        </span>
        <span>
          Bands: systolic categories from green (normal) to red (crisis); grey dashes at 80 and 90
          mark the diastolic thresholds.
        </span>
      </figcaption>
    </figure>
  );
}
