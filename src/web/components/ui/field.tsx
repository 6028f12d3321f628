import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The ids that an input's aria-describedby should name, given what its field shows. */
export function describedBy(
  id: string,
  parts: { hint?: unknown; error?: unknown; extra?: string },
): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : '', parts.extra ?? ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, the control, an optional hint and an inline error wired for screen readers. */
export function Field({ id, label, hint, error, children, className }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
