import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import type { Medication } from '@core/contract/medicines';
import { localDay } from '@core/medicines';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { controlClasses, Input, Select } from '@web/components/ui/input';
import { MemberOptions } from '@web/components/members/member-options';
import { Spinner } from '@web/components/ui/spinner';
import { saveErrorText } from '@web/lib/save-error';
import { MEDICATION_TEXTS } from '@web/lib/medicine-messages';
import { MedicationColorPicker, Switch, WeekdayPicker } from './form-controls';
import {
  defaultFormValues,
  formValuesFrom,
  type MedicationFormValues,
} from './medication-form-values';
import { createMedicationResolver, updateMedicationResolver } from './medication-resolver';
import { useSaveMedication } from './mutations';
import { ScheduleFields, type MedicationFormApi, type MedicationOutput } from './schedule-fields';

export interface MedicationFormProps {
  medication: Medication | null;
  members: readonly Member[];
  defaultMemberId: string;
  timeZone: string;
  onDone: () => void;
}

function TextField({
  form,
  name,
  label,
  placeholder,
  hint,
}: {
  form: MedicationFormApi;
  name: 'name' | 'dosage' | 'instructions';
  label: string;
  placeholder: string;
  hint?: string;
}) {
  const id = `med-${name}`;
  const error = form.formState.errors[name];
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      <Input
        id={id}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...form.register(name)}
      />
    </Field>
  );
}

function OptionalNumbers({ form }: { form: MedicationFormApi }) {
  const { errors } = form.formState;
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
      <Field
        id="med-stock"
        label={t`Tablets in stock`}
        hint={t`Optional`}
        error={errors.stock?.message}
      >
        <Input
          id="med-stock"
          inputMode="numeric"
          placeholder={t`e.g. 30`}
          aria-invalid={errors.stock ? true : undefined}
          aria-describedby={describedBy('med-stock', { hint: true, error: errors.stock })}
          {...form.register('stock')}
        />
      </Field>
      <Field
        id="med-refill"
        label={t`Refill alert (days)`}
        hint={t`When stock lasts this many days`}
        error={errors.refillThreshold?.message}
      >
        <Input
          id="med-refill"
          inputMode="numeric"
          aria-invalid={errors.refillThreshold ? true : undefined}
          aria-describedby={describedBy('med-refill', {
            hint: true,
            error: errors.refillThreshold,
          })}
          {...form.register('refillThreshold')}
        />
      </Field>
    </div>
  );
}

/** The add/edit form: react-hook-form checked by the core schema (medication-resolver.ts). */
export function MedicationForm(props: MedicationFormProps) {
  const { medication, members, timeZone, onDone } = props;
  const { t } = useLingui();
  const today = localDay(new Date(), timeZone);
  const form: MedicationFormApi = useForm<MedicationFormValues, unknown, MedicationOutput>({
    resolver: medication ? updateMedicationResolver : createMedicationResolver,
    defaultValues: medication
      ? formValuesFrom(medication, today)
      : defaultFormValues(today, props.defaultMemberId),
  });
  const save = useSaveMedication(medication?.id ?? null);
  // Opened from ?openDialog=true before the family list arrived: choose the member now.
  const { getValues, setValue } = form;
  const { defaultMemberId } = props;
  useEffect(() => {
    if (!getValues('memberId') && defaultMemberId) setValue('memberId', defaultMemberId);
  }, [defaultMemberId, getValues, setValue]);
  const { errors, isSubmitting } = form.formState;
  const [scheduleMode, preset] = useWatch({
    control: form.control,
    name: ['scheduleMode', 'preset'],
  });
  const asNeeded = scheduleMode === 'preset' && preset === 'asNeeded';
  const pending = save.isPending || isSubmitting;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 pt-1 pb-5">
        {members.length > 1 ? (
          <Field id="med-member" label={t`For`} error={errors.memberId?.message}>
            <Select id="med-member" {...form.register('memberId')}>
              <MemberOptions members={members} />
            </Select>
          </Field>
        ) : null}
        <TextField
          form={form}
          name="name"
          label={t`Medicine name`}
          placeholder={t`e.g. Amlodipine`}
        />
        <TextField
          form={form}
          name="dosage"
          label={t`Dosage`}
          placeholder={t`e.g. 5 mg, 1 tablet`}
        />
        <ScheduleFields form={form} />
        {asNeeded ? null : (
          <Controller
            control={form.control}
            name="weekdays"
            render={({ field }) => (
              <WeekdayPicker
                value={field.value}
                onChange={field.onChange}
                error={errors.weekdays?.message}
              />
            )}
          />
        )}
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <Field id="med-start" label={t`Start date`} error={errors.startDate?.message}>
            <Input id="med-start" type="date" {...form.register('startDate')} />
          </Field>
          <Field
            id="med-end"
            label={t`End date`}
            hint={t`Optional, for a course`}
            error={errors.endDate?.message}
          >
            <Input
              id="med-end"
              type="date"
              aria-describedby={describedBy('med-end', { hint: true, error: errors.endDate })}
              {...form.register('endDate')}
            />
          </Field>
        </div>
        <Controller
          control={form.control}
          name="withFood"
          render={({ field }) => (
            <Switch
              id="med-with-food"
              label={t`Take with food`}
              hint={t`Shown on the card and in reminders`}
              checked={field.value}
              onChange={field.onChange}
              ref={field.ref}
            />
          )}
        />
        <TextField
          form={form}
          name="instructions"
          label={t`Instructions`}
          placeholder={t`e.g. After breakfast, with water`}
          hint={t`Optional`}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <MedicationColorPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <OptionalNumbers form={form} />
        <Field id="med-notes" label={t`Notes`} hint={t`Optional`} error={errors.notes?.message}>
          <textarea
            id="med-notes"
            rows={2}
            className={controlClasses}
            aria-describedby={describedBy('med-notes', { hint: true, error: errors.notes })}
            {...form.register('notes')}
          />
        </Field>
        {errors.root?.message ? (
          <p className="text-sm font-medium text-red-700">{errors.root.message}</p>
        ) : null}
      </div>
      <div className="shrink-0 border-t border-slate-200 bg-white px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        {save.error ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {saveErrorText(save.error, MEDICATION_TEXTS)}
          </p>
        ) : null}
        <div className="flex gap-3">
          <Button variant="outline" className="min-[360px]:flex-1" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" className="flex-1" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {medication ? <Trans>Save changes</Trans> : <Trans>Add Medication</Trans>}
          </Button>
        </div>
      </div>
    </form>
  );
}
