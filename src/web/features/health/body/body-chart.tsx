import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BodyMeasurement } from '@core/contract/health';
import { formatDateTime } from '@web/lib/format-date';
import { TONE_FILLS } from '../category-tones';
import { formatTick, paddedDomain, spanDays } from '../chart-format';
import { bmiBands, bodyChartData } from './body-chart-data';

/** Weight (left axis) and BMI (right axis, with the Asian-Indian bands for adults). */
export function BodyChart({
  readings,
  adult,
  timeZone,
}: {
  readings: readonly BodyMeasurement[];
  adult: boolean;
  timeZone: string;
}) {
  const points = bodyChartData(readings);
  const weights = points.map((p) => p.weightKg);
  const [wLow, wHigh] = paddedDomain(
    weights,
    Math.min(...weights) - 2,
    Math.max(...weights) + 2,
    5,
  );
  const [bLow, bHigh] = paddedDomain(
    points.map((p) => p.bmi),
    adult ? 17 : 12,
    adult ? 27 : 20,
    1,
  );
  const span = spanDays(points.map((p) => p.t));
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? `Weight chart: ${points.length} measurements, from ${first.weightKg} kg (BMI ${first.bmi}) to ${last.weightKg} kg (BMI ${last.bmi}).`
      : 'No measurements in this period.';
  return (
    <figure>
      <div role="img" aria-label={summary} className="h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
            {adult
              ? bmiBands(bHigh).map((b) => (
                  <ReferenceArea
                    key={b.category}
                    yAxisId="bmi"
                    y1={Math.max(b.y1, bLow)}
                    y2={Math.min(b.y2, bHigh)}
                    fill={TONE_FILLS[b.tone]}
                    fillOpacity={0.1}
                    ifOverflow="hidden"
                  />
                ))
              : null}
            <CartesianGrid stroke="#e2e8f0" vertical={false} yAxisId="kg" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => formatTick(t, timeZone, span)}
              tick={{ fontSize: 11, fill: '#475569' }}
              minTickGap={24}
            />
            <YAxis yAxisId="kg" domain={[wLow, wHigh]} tick={{ fontSize: 11, fill: '#475569' }} />
            <YAxis
              yAxisId="bmi"
              orientation="right"
              domain={[bLow, bHigh]}
              width={36}
              tick={{ fontSize: 11, fill: '#475569' }}
            />
            <Tooltip
              labelFormatter={(t) => formatDateTime(new Date(Number(t)), timeZone)}
              formatter={(value, name) => [
                name === 'Weight' ? `${String(value)} kg` : String(value),
                String(name),
              ]}
            />
            <Line
              yAxisId="kg"
              name="Weight"
              dataKey="weightKg"
              stroke="#6d28d9"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            <Line
              yAxisId="bmi"
              name="BMI"
              dataKey="bmi"
              stroke="#0f766e"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-violet-700" aria-hidden="true" /> Weight, kg (left, solid)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0 w-5 border-t-2 border-dashed border-teal-700" aria-hidden="true" />
          BMI (right, dashed)
        </span>
        {adult ? (
          <span>Bands: BMI categories by the Asian-Indian cut-offs 18.5, 23 and 25.</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
