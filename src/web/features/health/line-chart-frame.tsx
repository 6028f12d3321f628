import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { formatCalendarDate, formatDateTime } from '@web/lib/format-date';
import { formatTick, spanDays } from './chart-format';

export interface ChartLine {
  /** As the tooltip names it: 'Systolic'. */
  name: string;
  dataKey: string;
  /** The line's colour, and its swatch's in the legend. */
  color: string;
  dashed?: boolean;
  /** The dot's radius; 3 unless said. */
  dot?: number;
  yAxisId?: string;
  /** The legend's words for the line ('Systolic (top, solid)'); none: not in the legend. */
  legend?: string;
}

/** The axes' tick labels: slate-600, readable on white. */
export const AXIS_TICK = { fontSize: 11, fill: '#475569' };

/**
 * A line chart over time as every tracker draws it: the summary for screen readers, time on
 * the x axis (the user's clock, or calendar dates when `timeZone` is null), the lines with their
 * legend under the chart. The tracker adds its y axes and bands as children.
 */
export function LineChartFrame<P extends { t: number }>({
  points,
  summary,
  timeZone,
  height = 'h-56',
  right = 8,
  gridAxis,
  lines,
  tooltipValue,
  above,
  note,
  children,
}: {
  points: readonly P[];
  summary: string;
  timeZone: string | null;
  /** Tailwind height class of the plot. */
  height?: string;
  /** Right margin in px: 0 leaves room for a second y axis. */
  right?: number;
  /** The y axis the grid follows, when there are two. */
  gridAxis?: string;
  lines: readonly ChartLine[];
  /** The tooltip's text for a value of the named line: '128 mmHg'. */
  tooltipValue: (value: string, name: string) => string;
  /** Above the plot, inside the figure (a chooser). */
  above?: ReactNode;
  /** After the legend: what the bands mean. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const span = spanDays(points.map((p) => p.t));
  const tick = (t: number) =>
    timeZone ? formatTick(t, timeZone, span) : formatTick(t, 'UTC', Math.max(span, 401));
  const label = (t: unknown) => {
    const date = new Date(Number(t));
    return timeZone
      ? formatDateTime(date, timeZone)
      : formatCalendarDate(date.toISOString().slice(0, 10));
  };
  return (
    <figure className={above ? 'space-y-3' : undefined}>
      {above}
      <div role="img" aria-label={summary} className={`${height} w-full`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} yAxisId={gridAxis} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={tick}
              tick={AXIS_TICK}
              minTickGap={24}
            />
            {children}
            <Tooltip
              labelFormatter={label}
              formatter={(value, name) => [tooltipValue(String(value), String(name)), String(name)]}
            />
            {lines.map((line) => (
              <Line
                key={line.dataKey}
                yAxisId={line.yAxisId}
                name={line.name}
                dataKey={line.dataKey}
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={line.dashed ? '6 3' : undefined}
                dot={{ r: line.dot ?? 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption
        className={`${above ? '' : 'mt-2 '}flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700`}
      >
        {lines.map((line) =>
          line.legend ? (
            <span key={line.dataKey} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={line.dashed ? 'h-0 w-5 border-t-2 border-dashed' : 'h-0.5 w-5'}
                style={line.dashed ? { borderColor: line.color } : { backgroundColor: line.color }}
              />
              {line.legend}
            </span>
          ) : null,
        )}
        {note ? <span>{note}</span> : null}
      </figcaption>
    </figure>
  );
}
