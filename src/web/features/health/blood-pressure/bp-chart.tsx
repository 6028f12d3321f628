import { ReferenceArea, ReferenceLine, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { TONE_FILLS } from '../category-tones';
import { paddedDomain, ticksFor } from '../chart-format';
import { AXIS_TICK, LineChartFrame, type ChartLine } from '../line-chart-frame';
import type { ReadingChartProps } from '../tracker-definition';
import { bpChartData, bpChartSummary, DIASTOLIC_LINES, systolicBands } from './bp-chart-data';
import type { BpView } from './bp-view';

/**
 * Recharts lives in this module only: it loads when the chart is on screen. It needs only the
 * time zone of the tab's view, so the doctor's report draws it too.
 */
export function BpChart({
  readings,
  view,
}: ReadingChartProps<'blood-pressure', Pick<BpView, 'timeZone'>>) {
  const { t } = useLingui();
  const lines: ChartLine[] = [
    {
      name: t`Systolic`,
      dataKey: 'systolic',
      color: '#b91c1c',
      legend: t`Systolic (top, solid)`,
    },
    {
      name: t`Diastolic`,
      dataKey: 'diastolic',
      color: '#1d4ed8',
      dashed: true,
      legend: t`Diastolic (bottom, dashed)`,
    },
  ];
  const points = bpChartData(readings);
  const [low, high] = paddedDomain(
    points.flatMap((p) => [p.systolic, p.diastolic]),
    60,
    160,
    10,
  );
  return (
    <LineChartFrame
      points={points}
      summary={bpChartSummary(points, view.timeZone)}
      timeZone={view.timeZone}
      height="h-60"
      lines={lines}
      tooltipValue={(value) => t`${value} mmHg`}
      note={t`Bands: systolic categories from green (normal) to red (crisis); grey dashes at 80 and 90 mark the diastolic thresholds.`}
    >
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
      <YAxis domain={[low, high]} ticks={ticksFor(low, high, 20)} tick={AXIS_TICK} />
    </LineChartFrame>
  );
}
