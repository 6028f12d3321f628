import { useEffect, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type * as z from 'zod/mini';
import type { Member } from '@core/contract/family';
import { FormActions, MemberField, NotesField, TextField } from './form-parts';
import { bodyResolver } from './form-resolver';
import { useSaveReading } from './mutations';
import type { CreateOf, ReadingOf, Tracker } from './queries';
import type { ReadingFormProps } from './tracker-definition';
import { toDateTimeInput } from './zoned-input';

/** The fields every reading form has; the values are the inputs' text. */
export interface CommonValues {
  memberId: string;
  notes: string;
  /** datetime-local text on the user's clock (an eye test has a date instead). */
  measuredAt?: string;
}

/**
 * A reading form's state, checked on submit by the core schema against the request body it
 * makes (one schema from form to database), and the request that saves it. The first field has
 * the focus.
 */
export function useReadingForm<T extends Tracker, V extends CommonValues, O extends CreateOf<T>>({
  tracker,
  id,
  props: { members, reading, onDone },
  timeZone,
  schema,
  toInput,
  fields,
  values,
  focus,
}: {
  tracker: T;
  /** Prefix of the inputs' ids: 'bp' gives 'bp-member'. */
  id: string;
  props: ReadingFormProps<T, unknown>;
  /** The user's zone: the form then has the date and time (an eye test has a date field). */
  timeZone?: string;
  schema: z.core.$ZodType<O, CreateOf<T>>;
  /** The request body the values make. */
  toInput: (values: V) => CreateOf<T>;
  /** The form's fields, for the schema's errors to land on. */
  fields: readonly (keyof V & string)[];
  /** The values to start from: the reading's, or a new one's (reading null). */
  values: (reading: ReadingOf<T> | null) => V;
  focus: Path<V>;
}) {
  const form = useForm<V, unknown, O>({
    resolver: bodyResolver(zodResolver(schema), toInput, fields),
    defaultValues: values(reading) as DefaultValues<V>,
  });
  const save = useSaveReading(tracker, reading?.id ?? null);
  const { setFocus } = form;
  useEffect(() => setFocus(focus), [setFocus, focus]);
  /** A field's id, error and registration: `<TextField {...field('pulse')} ... />`. */
  const field = (name: Path<V>, suffix: string = name) => ({
    id: `${id}-${suffix}`,
    error: form.getFieldState(name, form.formState).error,
    registration: form.register(name),
  });
  const frame: ReadingFormFrame = {
    id,
    members,
    timeZone,
    // Every form's values have the common fields; react-hook-form cannot see that through V.
    register: form.register as unknown as UseFormRegister<CommonValues>,
    errors: form.formState.errors as unknown as FieldErrors<CommonValues>,
    onSubmit: form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone })),
    saveError: save.error,
    pending: save.isPending || form.formState.isSubmitting,
    editing: reading !== null,
    onCancel: () => onDone(null),
  };
  return { form, field, frame };
}

/** What the frame of a reading form needs from its form. */
export interface ReadingFormFrame {
  id: string;
  members: readonly Member[];
  /** Given: the form has the date and time, on this zone's clock. */
  timeZone?: string | undefined;
  register: UseFormRegister<CommonValues>;
  errors: FieldErrors<CommonValues>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  saveError: unknown;
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}

/**
 * The frame of every reading form: whose reading, the tracker's own fields (children), the time
 * when the frame has a time zone, notes, then the server's message, Cancel and Save.
 */
export function ReadingForm({
  frame,
  saveLabel,
  children,
}: {
  frame: ReadingFormFrame;
  /** The Save button of a new reading; an edit says "Save changes". */
  saveLabel: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { id, members, timeZone, register, errors } = frame;
  return (
    <form noValidate className="mt-3 space-y-4" onSubmit={(event) => void frame.onSubmit(event)}>
      <MemberField
        id={`${id}-member`}
        members={members}
        error={errors.memberId}
        registration={register('memberId')}
      />
      {children}
      {timeZone ? (
        <TextField
          id={`${id}-time`}
          label={t`Date and time`}
          type="datetime-local"
          max={toDateTimeInput(new Date(), timeZone)}
          error={errors.measuredAt}
          registration={register('measuredAt')}
        />
      ) : null}
      <NotesField id={`${id}-notes`} error={errors.notes} registration={register('notes')} />
      <FormActions
        error={frame.saveError}
        rootError={errors.root?.message}
        pending={frame.pending}
        saveLabel={frame.editing ? t`Save changes` : saveLabel}
        onCancel={frame.onCancel}
      />
    </form>
  );
}
