import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Whether the quick-entry form is open; the empty state's button opens it too. */
export function useQuickEntry() {
  const [open, setOpen] = useState(false);
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}

export type QuickEntryState = ReturnType<typeof useQuickEntry>;

/**
 * The quick-entry card: a button until the user wants to log, then the form (whose code loads
 * on that tap, or earlier when the button is hovered or focused). When the form closes, its
 * button gets the focus back.
 */
export function QuickEntry({
  id,
  title,
  subtitle,
  buttonLabel,
  entry,
  onIntent,
  children,
}: {
  id: string;
  title: string;
  subtitle: ReactNode;
  buttonLabel: string;
  entry: QuickEntryState;
  onIntent: () => void;
  /** The form, rendered only while open. */
  children: ReactNode;
}) {
  const section = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(entry.open);
  useEffect(() => {
    if (wasOpen.current === entry.open) return;
    wasOpen.current = entry.open;
    // Opened from the empty state further down: bring the form into view.
    if (entry.open) section.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    else button.current?.focus();
  }, [entry.open]);

  return (
    <section
      ref={section}
      aria-labelledby={id}
      className="scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{subtitle}</p>
      {entry.open ? (
        children
      ) : (
        <Button
          ref={button}
          size="lg"
          className="mt-3 w-full"
          onClick={entry.show}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          <Plus className="size-5" aria-hidden="true" />
          {buttonLabel}
        </Button>
      )}
    </section>
  );
}
