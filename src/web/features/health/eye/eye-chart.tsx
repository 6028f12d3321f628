import { ReferenceLine, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { formatDioptres } from '@core/health/eyesight';
import { paddedDomain, ticksFor } from '../chart-format';
import { AXIS_TICK, LineChartFrame, type ChartLine } from '../line-chart-frame';
import type { ReadingChartProps } from '../tracker-definition';
import { eyeChartData, eyeChartSummary } from './eye-chart-data';
import type { EyeView } from './eye-view';

/** SPH of each eye over the years (a child's myopia); loaded when on screen. */
export function EyeChart({ readings }: ReadingChartProps<'eye-sight', EyeView>) {
  const { t } = useLingui();
  const lines: ChartLine[] = [
    {
      name: t`Right eye`,
      dataKey: 'right',
      color: '#b45309',
      dot: 4,
      legend: t`Right eye (solid)`,
    },
    {
      name: t`Left eye`,
      dataKey: 'left',
      color: '#1d4ed8',
      dashed: true,
      dot: 4,
      legend: t`Left eye (dashed)`,
    },
  ];
  const points = eyeChartData(readings);
  const [low, high] = paddedDomain(
    points.flatMap((p) => [p.right, p.left]),
    -1,
    1,
    1,
  );
  return (
    <LineChartFrame
      points={points}
      summary={eyeChartSummary(points)}
      // Test dates are calendar days, years apart.
      timeZone={null}
      lines={lines}
      tooltipValue={(value) => `SPH ${formatDioptres(Number(value))}`}
      note={t`Below 0 is short sight (myopia); lower means stronger glasses.`}
    >
      <ReferenceLine y={0} stroke="#64748b" />
      <YAxis
        domain={[low, high]}
        ticks={ticksFor(low, high, high - low > 6 ? 1 : 0.5)}
        tickFormatter={(v: number) => formatDioptres(v)}
        tick={AXIS_TICK}
        width={56}
      />
    </LineChartFrame>
  );
}
