import { ReferenceArea, ReferenceLine, YAxis } from 'recharts';
import { TONE_FILLS } from '../category-tones';
import { paddedDomain } from '../chart-format';
import { formatNumber } from '../form-numbers';
import { AXIS_TICK, LineChartFrame, type ChartLine } from '../line-chart-frame';
import type { ReadingChartProps } from '../tracker-definition';
import { bmiBands, bodyChartData } from './body-chart-data';
import type { BodyView } from './body-tab';

/** pink-700: readable on white, apart from the weight's violet, the BMI's teal and the bands. */
const GOAL_COLOR = '#be185d';

const LINES: ChartLine[] = [
  {
    yAxisId: 'kg',
    name: 'Weight',
    dataKey: 'weightKg',
    color: '#6d28d9',
    legend: 'Weight, kg (left, solid)',
  },
  {
    yAxisId: 'bmi',
    name: 'BMI',
    dataKey: 'bmi',
    color: '#0f766e',
    dashed: true,
    dot: 2,
    legend: 'BMI (right, dashed)',
  },
];

/** Weight (left axis) and BMI (right axis, with the Asian-Indian bands for adults). */
export function BodyChart({ readings, view }: ReadingChartProps<'weight-height', BodyView>) {
  const { adult } = view;
  const goal = view.who.member?.goalWeightKg ?? null;
  const points = bodyChartData(readings);
  // The goal is drawn too: the weight axis reaches it.
  const weights = [...points.map((p) => p.weightKg), ...(goal === null ? [] : [goal])];
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
  const first = points[0];
  const last = points[points.length - 1];
  const goalText = goal === null ? '' : `Goal ${formatNumber(goal)} kg.`;
  const summary =
    first && last
      ? `Weight chart: ${points.length} measurements, from ${first.weightKg} kg (BMI ${first.bmi}) to ${last.weightKg} kg (BMI ${last.bmi}).${goalText ? ` ${goalText}` : ''}`
      : 'No measurements in this period.';
  const notes = [
    goal === null ? '' : `Dotted pink line: the goal weight, ${formatNumber(goal)} kg.`,
    adult ? 'Bands: BMI categories by the Asian-Indian cut-offs 18.5, 23 and 25.' : '',
  ].filter(Boolean);
  return (
    <LineChartFrame
      points={points}
      summary={summary}
      timeZone={view.timeZone}
      height="h-60"
      right={0}
      gridAxis="kg"
      lines={LINES}
      tooltipValue={(value, name) => (name === 'Weight' ? `${value} kg` : value)}
      note={notes.length > 0 ? notes.join(' ') : null}
    >
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
      {goal === null ? null : (
        <ReferenceLine
          yAxisId="kg"
          y={goal}
          stroke={GOAL_COLOR}
          strokeWidth={2}
          strokeDasharray="2 4"
          label={{
            value: `Goal ${formatNumber(goal)} kg`,
            position: 'insideBottomLeft',
            fontSize: 11,
            fill: GOAL_COLOR,
          }}
        />
      )}
      <YAxis yAxisId="kg" domain={[wLow, wHigh]} tick={AXIS_TICK} />
      <YAxis yAxisId="bmi" orientation="right" domain={[bLow, bHigh]} width={36} tick={AXIS_TICK} />
    </LineChartFrame>
  );
}
