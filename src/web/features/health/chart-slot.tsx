import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/cn';
import { usePageShown } from '@web/lib/page-shown';
import { CHART_RANGES, type ChartRange } from './chart-ranges';

const RANGE_LABELS: Record<ChartRange, MessageDescriptor> = {
  '30d': msg`30 days`,
  '90d': msg`90 days`,
  '1y': msg`1 year`,
  all: msg`All`,
};

/** Starts loading just before the chart scrolls into view. */
const ROOT_MARGIN = '100px 0px';

/** True once the element has come near the screen (and stays true). */
function useSeen<E extends Element>() {
  const ref = useRef<E>(null);
  // Without IntersectionObserver (old browsers) the chart simply loads with the tab.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/**
 * The chart's place on the tab. Recharts (110 KB gzip) and the range's readings are fetched
 * only when this card is on screen and the page has shown (its first paint waits for none of
 * their requests), never with the page; the chart then renders in an interruptible pass.
 */
export function ChartSlot({
  title,
  withRanges = true,
  children,
}: {
  title: string;
  withRanges?: boolean;
  children: (range: ChartRange) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { ref, seen } = useSeen<HTMLElement>();
  const pageShown = useDeferredValue(usePageShown());
  const [range, setRange] = useState<ChartRange>('90d');
  return (
    <section
      ref={ref}
      aria-labelledby="chart-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="chart-title" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {withRanges ? (
        <div role="group" aria-label={t`Time range`} className="mt-2 flex flex-wrap gap-1.5">
          {CHART_RANGES.map((r) => (
            <button
              key={r.id}
              type="button"
              aria-pressed={r.id === range}
              onClick={() => setRange(r.id)}
              className={cn(
                'min-h-9 rounded-full px-3 text-xs font-medium ring-1',
                r.id === range
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {i18n._(RANGE_LABELS[r.id])}
            </button>
          ))}
        </div>
      ) : null}
      <div className="mt-3 min-h-56">{seen && pageShown ? children(range) : null}</div>
    </section>
  );
}
