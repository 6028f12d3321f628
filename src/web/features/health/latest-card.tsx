import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { Card } from '@web/components/ui/card';

/** The latest reading, big, under its date; `urgent` turns the card red. */
export function LatestCard({
  title,
  value,
  unit,
  urgent = false,
  children,
}: {
  title: string;
  value: ReactNode;
  /** Beside the value, smaller: 'mmHg', 'kg · 170 cm'. */
  unit: ReactNode;
  urgent?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      aria-labelledby="latest-title"
      className={urgent ? 'bg-red-50 p-4 ring-2 ring-red-600' : 'p-4'}
    >
      <h2 id="latest-title" className="text-sm font-medium text-slate-700">
        {title}
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{value}</span>
        <span className="text-sm text-slate-700">{unit}</span>
      </p>
      {children}
    </Card>
  );
}

/** What a reading means; a dangerous one is announced and offers the emergency number. */
export function Advice({ text, urgent }: { text: string; urgent: boolean }) {
  if (!urgent) return <p className="mt-2 text-sm text-slate-700">{text}</p>;
  return (
    <div role="alert" className="mt-3 rounded-xl bg-red-700 p-3 text-white">
      <p className="font-semibold">{text}</p>
      <a
        href="tel:112"
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 font-semibold text-red-800"
      >
        <Phone className="size-4" aria-hidden="true" />
        <Trans>Call 112</Trans>
      </a>
    </div>
  );
}
