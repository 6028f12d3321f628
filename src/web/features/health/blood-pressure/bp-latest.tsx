import { Phone } from 'lucide-react';
import type { BloodPressureReading } from '@core/contract/health';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
import { Card } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format-date';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { ARM_LABELS } from './bp-summary';

/** The latest reading, big, with what it means; a crisis is announced and says what to do. */
export function BpLatest({
  reading,
  timeZone,
}: {
  reading: BloodPressureReading;
  timeZone: string;
}) {
  const crisis = reading.category === 'crisis';
  const details = [
    reading.pulse != null ? `Pulse ${reading.pulse}` : null,
    reading.arm ? ARM_LABELS[reading.arm] : null,
  ].filter(Boolean);
  return (
    <Card
      aria-labelledby="latest-title"
      className={crisis ? 'bg-red-50 p-4 ring-2 ring-red-600' : 'p-4'}
    >
      <h2 id="latest-title" className="text-sm font-medium text-slate-700">
        Latest reading · {formatDateTime(reading.measuredAt, timeZone)}
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {reading.systolic}/{reading.diastolic}
        </span>
        <span className="text-sm text-slate-700">mmHg</span>
      </p>
      {details.length > 0 ? <p className="text-sm text-slate-700">{details.join(' · ')}</p> : null}
      <CategoryBadge
        className="mt-2"
        tone={BP_TONES[reading.category]}
        label={BP_LABELS[reading.category]}
      />
      {crisis ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-700 p-3 text-white">
          <p className="font-semibold">{BP_ADVICE.crisis}</p>
          <a
            href="tel:112"
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-red-800"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call 112
          </a>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{BP_ADVICE[reading.category]}</p>
      )}
    </Card>
  );
}
