import { useState } from 'react';
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
import type { SugarReading } from '@core/contract/health';
import { SUGAR_TYPE_LABELS, SUGAR_TYPES, type SugarType } from '@core/health/sugar';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format-date';
import { TONE_FILLS } from '../category-tones';
import { formatTick, paddedDomain, spanDays, ticksFor } from '../chart-format';
import { chartTypes, sugarBands, sugarChartData } from './sugar-chart-data';
import { unitFor, type SugarUnit } from './sugar-units';

/** One reading type at a time, with that type's category bands. Loaded when on screen. */
export function SugarChart({
  readings,
  unit,
  timeZone,
}: {
  readings: readonly SugarReading[];
  unit: SugarUnit;
  timeZone: string;
}) {
  const { types, initial } = chartTypes(readings, SUGAR_TYPES);
  const [chosen, setChosen] = useState<SugarType | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : (initial ?? 'fasting');
  const points = sugarChartData(readings, type, unit);
  const label = unitFor(type, unit);
  const mmol = type !== 'hba1c' && unit === 'mmol';
  const [floor, ceiling, step] = type === 'hba1c' ? [4, 8, 1] : mmol ? [3, 12, 1] : [60, 220, 20];
  const [low, high] = paddedDomain(
    points.map((p) => p.value),
    floor,
    ceiling,
    step,
  );
  const span = spanDays(points.map((p) => p.t));
  const summary =
    points.length === 0
      ? 'No readings of this type in this period.'
      : `${SUGAR_TYPE_LABELS[type]} sugar chart: ${points.length} readings, from ${Math.min(
          ...points.map((p) => p.value),
        )} to ${Math.max(...points.map((p) => p.value))} ${label}.`;

  return (
    <figure className="space-y-3">
      {types.length > 1 ? (
        <Field id="sugar-chart-type" label="Reading type">
          <Select
            id="sugar-chart-type"
            value={type}
            onChange={(e) => setChosen(e.target.value as SugarType)}
          >
            {types.map((t) => (
              <option key={t} value={t}>
                {SUGAR_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div role="img" aria-label={summary} className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            {sugarBands(type, unit, high).map((b) => (
              <ReferenceArea
                key={b.category}
                y1={Math.max(b.y1, low)}
                y2={Math.min(b.y2, high)}
                fill={TONE_FILLS[b.tone]}
                fillOpacity={0.12}
                ifOverflow="hidden"
              />
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
              ticks={ticksFor(
                low,
                high,
                type === 'hba1c' ? 1 : mmol ? 2 : high - low > 240 ? 40 : 20,
              )}
              tick={{ fontSize: 11, fill: '#475569' }}
            />
            <Tooltip
              labelFormatter={(t) => formatDateTime(new Date(Number(t)), timeZone)}
              formatter={(value) => [`${String(value)} ${label}`, SUGAR_TYPE_LABELS[type]]}
            />
            <Line
              name={SUGAR_TYPE_LABELS[type]}
              dataKey="value"
              stroke="#0369a1"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-slate-700">
        {SUGAR_TYPE_LABELS[type]} readings in {label}. Bands from green (normal) through amber
        (prediabetes range) to red (diabetes range or low).
      </figcaption>
    </figure>
  );
}
