import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@web/components/ui/spinner';
import { LoadBoundary } from '@web/lib/load-boundary';
import { preloadable } from '@web/lib/preloadable';

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
      <Spinner className="size-4" /> {label}
    </div>
  );
}

/** A loading line whose words are a message (a module-level constant). */
function LoadingText({ label }: { label: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <Loading label={i18n._(label)} />;
}

export interface LazyPart<P extends object> {
  Part: (props: P) => ReactNode;
  /** Starts the download before the tap: on pointerenter and focus of the button. */
  prefetch: () => void;
}

/**
 * A component fetched on demand (forms with react-hook-form and zod, charts with recharts), so
 * that none of it is in /health's first load (docs/architecture.md "Budgets"). Once prefetched it
 * renders at once: React.lazy would suspend on its first render anyway, and its retry is a
 * time-sliced, low-priority render that other work (the deferred start-up work) can hold back for a
 * long while on a slow phone (the readings appeared ~450 ms after their data).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label: MessageDescriptor,
): LazyPart<P> {
  const Part = preloadable(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <LoadBoundary>
        <Suspense fallback={<LoadingText label={label} />}>
          <Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return {
    Part: LazyPart,
    prefetch: () => {
      Part.preload().catch(() => undefined);
    },
  };
}

/**
 * A part that comes with its tab's code: blood pressure's readings, since /health opens on that
 * tab and the page the server sends holds its first readings (ADR 025), so the first paint
 * shows the latest reading, not "Loading readings..." and then the reading.
 */
export function eagerPart<P extends object>(Part: (props: P) => ReactNode): LazyPart<P> {
  return { Part, prefetch: () => undefined };
}
