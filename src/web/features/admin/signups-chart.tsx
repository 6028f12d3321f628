import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '@web/lib/format-date';

const TICK = { fontSize: 11, fill: '#475569' };

/** Sign-ups per day (recharts: loaded only with this chart, in the admin area's chunk's wake). */
export default function SignUpsChart({
  days,
  summary,
}: {
  days: { day: string; count: number }[];
  summary: string;
}) {
  return (
    <figure>
      <div role="img" aria-label={summary} className="h-44 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <XAxis
              dataKey="day"
              tick={TICK}
              interval={29}
              tickFormatter={(day: string) => formatCalendarDate(day).replace(/ \d{4}$/, '')}
            />
            <YAxis allowDecimals={false} tick={TICK} width={40} />
            <Tooltip
              labelFormatter={(day) => formatCalendarDate(String(day))}
              formatter={(value) => [String(value), '']}
              separator=""
            />
            <Bar dataKey="count" fill="#0f766e" radius={[2, 2, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
