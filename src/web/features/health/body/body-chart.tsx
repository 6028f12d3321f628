import { ReferenceArea, ReferenceLine, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { TONE_FILLS } from '../category-tones';
import { paddedDomain } from '../chart-format';
import { formatNumber } from '../form-numbers';
import { AXIS_TICK, LineChartFrame, type ChartLine } from '../line-chart-frame';
import type { ReadingChartProps } from '../tracker-definition';
import { bmiBands, bodyChartData, type BodyPoint } from './body-chart-data';
import type { BodyView } from './body-view';

/** pink-700: readable on white, apart from the weight's violet, the BMI's teal and the bands. */
const GOAL_COLOR = '#be185d';

/** What the chart reads of the tab's view (the doctor's report gives just this). */
type BodyChartView = Pick<BodyView, 'adult' | 'timeZone'> & {
  who: { member: Pick<Member, 'goalWeightKg'> | null };
};

/** Weight (left axis) and BMI (right axis, with the Asian-Indian bands for adults). */
export function BodyChart({ readings, view }: ReadingChartProps<'weight-height', BodyChartView>) {
  const { t } = useLingui();
  const weightName = t`Weight`;
  const lines: ChartLine[] = [
    {
      yAxisId: 'kg',
      name: weightName,
      dataKey: 'weightKg',
      color: '#6d28d9',
      legend: t`Weight, kg (left, solid)`,
    },
    {
      yAxisId: 'bmi',
      name: 'BMI',
      dataKey: 'bmi',
      color: '#0f766e',
      dashed: true,
      dot: 2,
      legend: t`BMI (right, dashed)`,
    },
  ];
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
  const goalKg = goal === null ? '' : formatNumber(goal);
  const goalText = goal === null ? '' : t`Goal ${goalKg} kg.`;
  const count = points.length;
  const chartText = (from: BodyPoint, to: BodyPoint) => {
    const { weightKg: fromKg, bmi: fromBmi } = from;
    const { weightKg: toKg, bmi: toBmi } = to;
    return t`Weight chart: ${count} measurements, from ${fromKg} kg (BMI ${fromBmi}) to ${toKg} kg (BMI ${toBmi}).`;
  };
  const summary =
    first && last
      ? `${chartText(first, last)}${goalText ? ` ${goalText}` : ''}`
      : t`No measurements in this period.`;
  const notes = [
    goal === null ? '' : t`Dotted pink line: the goal weight, ${goalKg} kg.`,
    adult ? t`Bands: BMI categories by the Asian-Indian cut-offs 18.5, 23 and 25.` : '',
  ].filter(Boolean);
  return (
    <LineChartFrame
      points={points}
      summary={summary}
      timeZone={view.timeZone}
      height="h-60"
      right={0}
      gridAxis="kg"
      lines={lines}
      tooltipValue={(value, name) => (name === weightName ? t`${value} kg` : value)}
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
            value: t`Goal ${goalKg} kg`,
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
