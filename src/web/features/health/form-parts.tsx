import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { controlClasses, Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { saveErrorText } from './form-error';
import { formText } from './form-texts';
import { memberName } from '@web/lib/member-name';

/** A field's error from react-hook-form (a FieldError, or a group's merged one). */
type FieldProblem = { message?: string };

/** A text input with its label, hint and error wired for screen readers. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: FieldProblem;
  registration: UseFormRegisterReturn;
  className?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: string;
  placeholder?: string;
  max?: string;
  min?: string;
  autoComplete?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={formText(i18n, error?.message)}
      className={className}
    >
      <Input
        id={id}
        autoComplete="off"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...registration}
      />
    </Field>
  );
}

export function NotesField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: FieldProblem;
  registration: UseFormRegisterReturn;
}) {
  const { i18n, t } = useLingui();
  return (
    <Field id={id} label={t`Notes (optional)`} error={formText(i18n, error?.message)}>
      <textarea
        id={id}
        rows={2}
        className={controlClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...registration}
      />
    </Field>
  );
}

/** Whose reading it is; shown only when there is more than one member. */
export function MemberField({
  id,
  members,
  error,
  registration,
}: {
  id: string;
  members: readonly Member[];
  error?: FieldProblem;
  registration: UseFormRegisterReturn;
}) {
  const { i18n, t } = useLingui();
  if (members.length < 2) return null;
  return (
    <Field id={id} label={t`For`} error={formText(i18n, error?.message)}>
      <Select id={id} {...registration}>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {memberName(m)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Two or more choices as one row of buttons (radio inputs underneath). */
export function Segmented<V extends string>({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex rounded-xl bg-slate-100 p-1">
        {options.map((o) => (
          <label key={o.value} className="min-w-0 flex-1">
            <input type="radio" value={o.value} className="peer sr-only" {...registration} />
            <span
              className={cn(
                'flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium text-slate-700',
                'peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-slate-300',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700',
              )}
            >
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The server's message (a 400 says what to fix), then Cancel and Save. */
export function FormActions({
  error,
  rootError,
  pending,
  saveLabel,
  onCancel,
}: {
  error: unknown;
  rootError?: string;
  pending: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-2 pt-1">
      {rootError ? (
        <p className="text-sm font-medium text-red-700">{formText(i18n, rootError)}</p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {saveErrorText(error)}
        </p>
      ) : null}
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t`Saving...` : saveLabel}
        </Button>
      </div>
    </div>
  );
}
