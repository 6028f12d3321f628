import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { Member } from '@core/contract/family';
import { bodyCreateSchema, type BodyMeasurement } from '@core/contract/health';
import { BMI_LABELS } from '@core/health/bmi';
import { CategoryBadge } from '../category-badge';
import { BMI_TONES } from '../category-tones';
import { formatNumber } from '../form-numbers';
import { bodyResolver } from '../form-resolver';
import { FormActions, MemberField, NotesField, TextField } from '../form-parts';
import { useSaveReading } from '../queries';
import { toDateTimeInput } from '../zoned-input';
import {
  BODY_FORM_FIELDS,
  bodyValuesFrom,
  defaultBodyValues,
  liveBmi,
  toBodyInput,
  type BodyFormValues,
} from './body-form-values';

export interface BodyFormProps {
  members: readonly Member[];
  reading: BodyMeasurement | null;
  memberId: string;
  lastHeightCm: number | null;
  /** Age in years of each member (null: unknown), for whether adult BMI cut-offs apply. */
  ageOf: (memberId: string) => number | null;
  timeZone: string;
  onDone: (saved: BodyMeasurement | null) => void;
}

/** Weight and height with the BMI and its Asian-Indian category live. Loaded on demand. */
export function BodyForm(props: BodyFormProps) {
  const { members, reading, memberId, lastHeightCm, timeZone, onDone } = props;
  const resolver = useMemo(
    () =>
      bodyResolver(
        zodResolver(bodyCreateSchema),
        (v: BodyFormValues) => toBodyInput(v, timeZone),
        BODY_FORM_FIELDS,
      ),
    [timeZone],
  );
  const form = useForm<BodyFormValues, unknown, z.output<typeof bodyCreateSchema>>({
    resolver,
    defaultValues: reading
      ? bodyValuesFrom(reading, timeZone)
      : defaultBodyValues({ memberId, now: new Date(), timeZone, lastHeightCm }),
  });
  const save = useSaveReading('weight-height', reading?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { register, setFocus } = form;
  const [weight, height, who] = useWatch({
    control: form.control,
    name: ['weightKg', 'heightCm', 'memberId'],
  });
  const live = liveBmi(weight, height, props.ageOf(who));

  useEffect(() => setFocus('weightKg'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <MemberField
        id="body-member"
        members={members}
        error={errors.memberId}
        registration={register('memberId')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="body-weight"
          label="Weight (kg)"
          hint="e.g. 62.5"
          inputMode="decimal"
          error={errors.weightKg}
          registration={register('weightKg')}
        />
        <TextField
          id="body-height"
          label="Height (cm)"
          hint={lastHeightCm && !reading ? 'From last time' : 'e.g. 165'}
          inputMode="decimal"
          error={errors.heightCm}
          registration={register('heightCm')}
        />
      </div>
      <div aria-live="polite">
        {live ? (
          <div className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">BMI {live.bmi.toFixed(1)}</span>
              {live.category ? (
                <CategoryBadge tone={BMI_TONES[live.category]} label={BMI_LABELS[live.category]} />
              ) : null}
            </p>
            <p>
              {live.healthy
                ? `Healthy weight at this height (Asian-Indian cut-offs): ${formatNumber(live.healthy.minKg)} to ${formatNumber(live.healthy.maxKg)} kg.`
                : 'Adult BMI categories do not apply under 18.'}
            </p>
          </div>
        ) : null}
      </div>
      <TextField
        id="body-time"
        label="Date and time"
        type="datetime-local"
        max={toDateTimeInput(new Date(), timeZone)}
        error={errors.measuredAt}
        registration={register('measuredAt')}
      />
      <NotesField id="body-notes" error={errors.notes} registration={register('notes')} />
      <FormActions
        error={save.error}
        rootError={errors.root?.message}
        pending={save.isPending || isSubmitting}
        saveLabel={reading ? 'Save changes' : 'Save weight'}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
