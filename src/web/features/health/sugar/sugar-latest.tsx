import { Phone } from 'lucide-react';
import type { SugarReading } from '@core/contract/health';
import { SUGAR_CATEGORY_LABELS, SUGAR_TYPE_LABELS, sugarAdvice } from '@core/health/sugar';
import { Card } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
import { isUrgentSugar } from './sugar-summary';
import { sugarNumber, unitFor, type SugarUnit } from './sugar-units';

/** The latest reading with what it means; a very low or very high value says what to do now. */
export function SugarLatest({
  reading,
  unit,
  timeZone,
}: {
  reading: SugarReading;
  unit: SugarUnit;
  timeZone: string;
}) {
  const urgent = isUrgentSugar(reading);
  const advice = sugarAdvice(reading.value, reading.type);
  return (
    <Card
      aria-labelledby="latest-title"
      className={urgent ? 'bg-red-50 p-4 ring-2 ring-red-600' : 'p-4'}
    >
      <h2 id="latest-title" className="text-sm font-medium text-slate-700">
        Latest reading · {formatDateTime(reading.measuredAt, timeZone)}
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {sugarNumber(reading.value, reading.type, unit)}
        </span>
        <span className="text-sm text-slate-700">
          {unitFor(reading.type, unit)} · {SUGAR_TYPE_LABELS[reading.type]}
        </span>
      </p>
      <CategoryBadge
        className="mt-2"
        tone={SUGAR_TONES[reading.category]}
        label={SUGAR_CATEGORY_LABELS[reading.category]}
      />
      {urgent ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-700 p-3 text-white">
          <p className="font-semibold">{advice}</p>
          <a
            href="tel:112"
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-red-800"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call 112
          </a>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{advice}</p>
      )}
    </Card>
  );
}
