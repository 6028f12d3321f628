import { Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '@web/components/ui/spinner';
import { lazy } from '@web/lib/lazy';
import { LoadBoundary } from '@web/lib/load-boundary';

/**
 * A form loaded on demand: react-hook-form and the zod schemas stay out of the profile page's
 * first load (docs/architecture.md "Budgets") and arrive when the user opens a form.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Form = lazy(async () => ({ default: await load() }));

  function LazyForm(props: P) {
    return (
      <LoadBoundary>
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
              <Spinner className="size-4" /> <Trans>Loading the form...</Trans>
            </div>
          }
        >
          <Form {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return {
    Form: LazyForm,
    /** Starts the download before the tap: on pointerenter and focus of the button. */
    prefetch: () => {
      load().catch(() => undefined);
    },
  };
}

/**
 * Open and close a form in place of its button; when the form closes, the button gets the focus
 * back (the form's own first field takes it when it opens).
 */
export function useFormToggle(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open, button]);
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      returnFocus.current = true;
      setOpen(false);
    },
  };
}
