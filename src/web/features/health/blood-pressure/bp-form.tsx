import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { Member } from '@core/contract/family';
import { bloodPressureCreateSchema, type BloodPressureReading } from '@core/contract/health';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { bodyResolver } from '../form-resolver';
import { FormActions, MemberField, NotesField, Segmented, TextField } from '../form-parts';
import { useSaveReading } from '../queries';
import { toDateTimeInput } from '../zoned-input';
import {
  BP_FORM_FIELDS,
  bpValuesFrom,
  defaultBpValues,
  previewCategory,
  toBpInput,
  type BpFormValues,
} from './bp-form-values';

export interface BpFormProps {
  members: readonly Member[];
  /** null: a new reading. */
  reading: BloodPressureReading | null;
  memberId: string;
  lastArm: 'left' | 'right' | null;
  timeZone: string;
  /** The saved reading, or null when the user cancelled. */
  onDone: (saved: BloodPressureReading | null) => void;
}

const ARMS = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
] as const;

/** Quick entry and edit: react-hook-form checked by the core schema. Loaded on demand. */
export function BpForm({ members, reading, memberId, lastArm, timeZone, onDone }: BpFormProps) {
  const resolver = useMemo(
    () =>
      bodyResolver(
        zodResolver(bloodPressureCreateSchema),
        (v: BpFormValues) => toBpInput(v, timeZone),
        BP_FORM_FIELDS,
      ),
    [timeZone],
  );
  const form = useForm<BpFormValues, unknown, z.output<typeof bloodPressureCreateSchema>>({
    resolver,
    defaultValues: reading
      ? bpValuesFrom(reading, timeZone)
      : defaultBpValues({ memberId, now: new Date(), timeZone, lastArm }),
  });
  const save = useSaveReading('blood-pressure', reading?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { setFocus, register } = form;
  const [systolic, diastolic] = useWatch({
    control: form.control,
    name: ['systolic', 'diastolic'],
  });
  const preview = previewCategory(systolic, diastolic);

  useEffect(() => setFocus('systolic'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <MemberField
        id="bp-member"
        members={members}
        error={errors.memberId}
        registration={register('memberId')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="bp-systolic"
          label="Systolic (top)"
          hint="mmHg, e.g. 120"
          inputMode="numeric"
          error={errors.systolic}
          registration={register('systolic')}
        />
        <TextField
          id="bp-diastolic"
          label="Diastolic (bottom)"
          hint="mmHg, e.g. 80"
          inputMode="numeric"
          error={errors.diastolic}
          registration={register('diastolic')}
        />
      </div>
      <div aria-live="polite">
        {preview ? (
          <div
            className={
              preview === 'crisis'
                ? 'rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200'
                : 'text-sm text-slate-700'
            }
          >
            <CategoryBadge tone={BP_TONES[preview]} label={BP_LABELS[preview]} />
            {preview === 'crisis' ? <p className="mt-2 font-medium">{BP_ADVICE.crisis}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          id="bp-pulse"
          label="Pulse (optional)"
          hint="Beats per minute"
          inputMode="numeric"
          error={errors.pulse}
          registration={register('pulse')}
        />
        <Segmented legend="Arm" options={ARMS} registration={register('arm')} />
      </div>
      <TextField
        id="bp-time"
        label="Date and time"
        type="datetime-local"
        max={toDateTimeInput(new Date(), timeZone)}
        error={errors.measuredAt}
        registration={register('measuredAt')}
      />
      <NotesField id="bp-notes" error={errors.notes} registration={register('notes')} />
      <FormActions
        error={save.error}
        rootError={errors.root?.message}
        pending={save.isPending || isSubmitting}
        saveLabel={reading ? 'Save changes' : 'Save reading'}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
