import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

// With the readings (tracker-readings.tsx), not in /health's first load: only an empty tracker
// shows it, once its readings are in.
/** What an empty tracker teaches: why to log, how to measure, and the button to start. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  buttonLabel,
  onStart,
  onIntent,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  buttonLabel: string;
  onStart: () => void;
  onIntent: () => void;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 space-y-2 text-left text-sm text-slate-700">{children}</div>
      <Button className="mt-4" onClick={onStart} onPointerEnter={onIntent} onFocus={onIntent}>
        <Plus className="size-4" aria-hidden="true" />
        {buttonLabel}
      </Button>
    </section>
  );
}
