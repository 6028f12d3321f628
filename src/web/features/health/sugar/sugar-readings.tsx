import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Droplet } from 'lucide-react';
import type { SugarReading } from '@core/contract/health';
import type { WindowAverage } from '@core/health/averages';
import type { SugarType } from '@core/health/sugar';
import { formatDateTime } from '@web/lib/format-date';
import { i18n } from '@web/lib/i18n/i18n';
import { AverageCell } from '../averages-card';
import { SUGAR_TONES } from '../category-tones';
import type { ReadingsLook, ReadingsProps } from '../tracker-definition';
import { chartPart, READING_LOOK_TEXTS, READINGS_TREND } from '../readings-parts';
import { TrackerReadings } from '../tracker-readings';
import { SugarLatest } from './sugar-latest';
import { sugarAverages } from './sugar-summary';
import type { SugarView } from './sugar-view';
import { SUGAR_CATEGORY_TEXT, SUGAR_TYPE_TEXT } from './sugar-texts';
import { formatSugar, sugarNumber } from './sugar-units';

function Summary({ latest, view }: { latest: SugarReading; view: SugarView }) {
  return <SugarLatest reading={latest} unit={view.unit} timeZone={view.timeZone} />;
}

function averages({ data, now, unit }: SugarView) {
  const rows = sugarAverages(data.recent.data ?? [], now);
  if (rows.length === 0) return null;
  const cell = ({ mean, count }: WindowAverage, type: SugarType) => (
    <AverageCell count={count} value={mean === null ? '' : sugarNumber(mean, type, unit)} />
  );
  return {
    rows: rows.map((row) => ({
      label: i18n._(SUGAR_TYPE_TEXT[row.type]),
      last7: cell(row.last7, row.type),
      last30: cell(row.last30, row.type),
    })),
    note:
      unit === 'mmol'
        ? t`In mmol/L, each type on its own. HbA1c is already a 3-month average.`
        : t`In mg/dL, each type on its own. HbA1c is already a 3-month average.`,
  };
}

function Item({ reading: r, view }: { reading: SugarReading; view: SugarView }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {formatSugar(r.value, r.type, view.unit)}{' '}
        <span className="text-sm font-normal text-slate-600">
          {i18n._(SUGAR_TYPE_TEXT[r.type])}
        </span>
      </p>
      <p className="text-xs text-slate-600">{formatDateTime(r.measuredAt, view.timeZone)}</p>
    </>
  );
}

const look: ReadingsLook<'sugar-levels', SugarView> = {
  texts: READING_LOOK_TEXTS,
  empty: {
    icon: Droplet,
    help: (
      <>
        <p>
          <Trans>
            Enter the number from the glucometer and when it was taken: fasting (after 8 hours
            without food), before a meal, 2 hours after a meal, at random or at bedtime. An HbA1c
            lab result (%) can be logged too.
          </Trans>
        </p>
        <p>
          <Trans>
            MedMitra tells you what it means: fasting below 100 mg/dL is normal, 100-125 is the
            prediabetes range and 126 or more the diabetes range.
          </Trans>
        </p>
      </>
    ),
  },
  describe: (r, view) => {
    const type = i18n._(SUGAR_TYPE_TEXT[r.type]).toLowerCase();
    const when = formatDateTime(r.measuredAt, view.timeZone);
    const value = formatSugar(r.value, r.type, view.unit);
    return t`the ${type} reading of ${when} (${value})`;
  },
  Summary,
  averages,
  Item,
  badge: (r) => ({
    tone: SUGAR_TONES[r.category],
    label: i18n._(SUGAR_CATEGORY_TEXT[r.category]),
  }),
  chart: {
    title: msg`Sugar over time`,
    ranged: true,
    emptyText: READINGS_TREND,
    part: chartPart(() => import('./sugar-chart').then((m) => m.SugarChart)),
  },
};

/** The sugar readings: the latest, averages by type, chart and history. */
export function SugarReadings(props: ReadingsProps<'sugar-levels', SugarView>) {
  return <TrackerReadings look={look} {...props} />;
}
