import { useState } from 'react';
import { ReferenceArea, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { SUGAR_TYPES, type SugarType } from '@core/health/sugar';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { TONE_FILLS } from '../category-tones';
import { paddedDomain, ticksFor } from '../chart-format';
import { AXIS_TICK, LineChartFrame } from '../line-chart-frame';
import type { ReadingChartProps } from '../tracker-definition';
import { chartTypes, sugarBands, sugarChartData } from './sugar-chart-data';
import type { SugarView } from './sugar-view';
import { SUGAR_TYPE_TEXT } from './sugar-texts';
import { unitFor } from './sugar-units';

/**
 * One reading type at a time, with that type's category bands. Loaded when on screen. `only`
 * draws that type without the chooser (the doctor's report draws one chart per type).
 */
export function SugarChart({
  readings,
  view,
  only,
}: ReadingChartProps<'sugar-levels', Pick<SugarView, 'unit' | 'timeZone'>> & {
  only?: SugarType;
}) {
  const { i18n, t } = useLingui();
  const { unit } = view;
  const { types, initial } = chartTypes(readings, SUGAR_TYPES);
  const [chosen, setChosen] = useState<SugarType | null>(null);
  const type = only ?? (chosen && types.includes(chosen) ? chosen : (initial ?? 'fasting'));
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
  const typeName = i18n._(SUGAR_TYPE_TEXT[type]);
  const count = points.length;
  const lowest = Math.min(...points.map((p) => p.value));
  const highest = Math.max(...points.map((p) => p.value));
  const summary =
    count === 0
      ? t`No readings of this type in this period.`
      : t`${typeName} sugar chart: ${count} readings, from ${lowest} to ${highest} ${label}.`;

  return (
    <LineChartFrame
      points={points}
      summary={summary}
      timeZone={view.timeZone}
      lines={[{ name: typeName, dataKey: 'value', color: '#0369a1' }]}
      tooltipValue={(value) => `${value} ${label}`}
      above={
        types.length > 1 && !only ? (
          <Field id="sugar-chart-type" label={t`Reading type`}>
            <Select
              id="sugar-chart-type"
              value={type}
              onChange={(e) => setChosen(e.target.value as SugarType)}
            >
              {types.map((option) => (
                <option key={option} value={option}>
                  {i18n._(SUGAR_TYPE_TEXT[option])}
                </option>
              ))}
            </Select>
          </Field>
        ) : null
      }
      note={t`${typeName} readings in ${label}. Bands from green (normal) through amber (prediabetes range) to red (diabetes range or low).`}
    >
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
      <YAxis
        domain={[low, high]}
        ticks={ticksFor(low, high, type === 'hba1c' ? 1 : mmol ? 2 : high - low > 240 ? 40 : 20)}
        tick={AXIS_TICK}
      />
    </LineChartFrame>
  );
}
