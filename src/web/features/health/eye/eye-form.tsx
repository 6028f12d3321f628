import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { Member } from '@core/contract/family';
import { eyeTestCreateSchema, type EyeTest } from '@core/contract/health';
import { Button } from '@web/components/ui/button';
import { bodyResolver } from '../form-resolver';
import { FormActions, MemberField, NotesField, TextField } from '../form-parts';
import { useSaveReading } from '../queries';
import { EyeFields } from './eye-fields';
import {
  defaultEyeValues,
  EYE_FORM_FIELDS,
  eyeValuesFrom,
  toEyeInput,
  yearAfter,
  type EyeFormValues,
} from './eye-form-values';

export interface EyeFormProps {
  members: readonly Member[];
  reading: EyeTest | null;
  memberId: string;
  today: string;
  onDone: (saved: EyeTest | null) => void;
}

/** An eye test from the optician's prescription; loaded on demand. */
export function EyeForm({ members, reading, memberId, today, onDone }: EyeFormProps) {
  const resolver = useMemo(
    () => bodyResolver(zodResolver(eyeTestCreateSchema), toEyeInput, EYE_FORM_FIELDS),
    [],
  );
  const form = useForm<EyeFormValues, unknown, z.output<typeof eyeTestCreateSchema>>({
    resolver,
    defaultValues: reading ? eyeValuesFrom(reading) : defaultEyeValues(memberId, today),
  });
  const save = useSaveReading('eye-sight', reading?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { register, setFocus, setValue, getValues } = form;

  useEffect(() => setFocus('testDate'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <MemberField
        id="eye-member"
        members={members}
        error={errors.memberId}
        registration={register('memberId')}
      />
      <TextField
        id="eye-date"
        label="Test date"
        type="date"
        max={today}
        error={errors.testDate}
        registration={register('testDate')}
      />
      <p className="text-sm text-slate-600">
        Copy the numbers as the prescription writes them. SPH 0.00 is plano (no power); leave CYL
        and ADD at None when they are blank.
      </p>
      <EyeFields side="right" register={register} errors={errors} />
      <Button
        variant="outline"
        className="w-full"
        onClick={() => setValue('left', { ...getValues('right') }, { shouldDirty: true })}
      >
        Same as right eye
      </Button>
      <EyeFields side="left" register={register} errors={errors} />
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          id="eye-pd"
          label="PD (mm, optional)"
          hint="Distance between pupils"
          inputMode="decimal"
          error={errors.pd}
          registration={register('pd')}
        />
        <div className="space-y-1.5">
          <TextField
            id="eye-next"
            label="Next check-up (optional)"
            type="date"
            error={errors.nextCheckup}
            registration={register('nextCheckup')}
          />
          <button
            type="button"
            className="min-h-9 text-sm font-medium text-brand-800 underline underline-offset-2"
            onClick={() => {
              const next = yearAfter(getValues('testDate'));
              if (next) setValue('nextCheckup', next, { shouldDirty: true });
            }}
          >
            A year after the test
          </button>
        </div>
      </div>
      <NotesField id="eye-notes" error={errors.notes} registration={register('notes')} />
      <FormActions
        error={save.error}
        rootError={errors.root?.message}
        pending={save.isPending || isSubmitting}
        saveLabel={reading ? 'Save changes' : 'Save eye test'}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
