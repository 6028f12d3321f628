import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MedicationCreate, MedicationUpdate } from '@core/contract/medicines';
import { EVERY_N_HOURS_CHOICES, type SchedulePreset } from '@core/medicines';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Segmented } from './form-controls';
import {
  previewSchedule,
  type MedicationFormValues,
  type ScheduleMode,
} from './medication-form-values';
import { formatClock } from './next-dose';

export type MedicationFormApi = UseFormReturn<MedicationFormValues, unknown, MedicationOutput>;
type Form = MedicationFormApi;
export type MedicationOutput = MedicationCreate | MedicationUpdate;

const MODE_OPTIONS: { value: ScheduleMode; label: MessageDescriptor }[] = [
  { value: 'notation', label: msg`Prescription code` },
  { value: 'times', label: msg`Times` },
  { value: 'preset', label: msg`Preset` },
];

const PRESET_LABELS: Record<SchedulePreset, MessageDescriptor> = {
  once: msg`Once daily (8 am)`,
  twice: msg`Twice daily (8 am, 8 pm)`,
  thrice: msg`Three times daily`,
  fourTimes: msg`Four times daily`,
  everyNHours: msg`Every few hours`,
  asNeeded: msg`As needed (SOS)`,
};

export const NOTATION_HINT = msg`e.g. 1-0-1, BD, TDS, HS, SOS`;

const SCHEDULE_ERROR_FIELDS = [
  'notation',
  'times',
  'preset',
  'intervalHours',
  'intervalStart',
] as const;

/** What the schedule means, live; a problem the form already shows is not said twice. */
function Preview({ values, form }: { values: MedicationFormValues; form: Form }) {
  const { errors } = form.formState;
  const shown = SCHEDULE_ERROR_FIELDS.some((field) => errors[field]);
  const preview = previewSchedule(values);
  const hidden = preview === null || (!preview.ok && shown);
  return (
    <p
      id="med-schedule-preview"
      aria-live="polite"
      className={cn(
        'rounded-xl px-3 py-2 text-sm',
        hidden && 'sr-only',
        preview?.ok === false ? 'bg-amber-50 text-amber-950' : 'bg-brand-50 text-brand-900',
      )}
    >
      {hidden
        ? null
        : preview.ok
          ? [
              preview.frequency,
              preview.times.length > 0 ? preview.times.map(formatClock).join(', ') : null,
              preview.food,
            ]
              .filter(Boolean)
              .join(' · ')
          : preview.message}
    </p>
  );
}

function TimesList({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'times' });
  const error = form.formState.errors.times?.message;
  const { t } = useLingui();
  return (
    <fieldset aria-describedby={error ? 'med-times-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Times of day</Trans>
      </legend>
      <ul className="mt-1.5 space-y-2">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="flex gap-2">
              <Input
                type="time"
                aria-label={t`Time ${n}`}
                aria-invalid={error ? true : undefined}
                {...form.register(`times.${index}.value`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove time ${n}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <X className="size-5" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="med-times-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button variant="outline" className="mt-2" onClick={() => append({ value: '' })}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Add time</Trans>
      </Button>
    </fieldset>
  );
}

function PresetFields({ form, preset }: { form: Form; preset: SchedulePreset }) {
  const { errors } = form.formState;
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-3">
      <Field id="med-preset" label={t`How often`} error={errors.preset?.message}>
        <Select id="med-preset" {...form.register('preset')}>
          {Object.entries(PRESET_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
      </Field>
      {preset === 'everyNHours' ? (
        <div className="grid grid-cols-2 gap-3">
          <Field id="med-interval" label={t`Every`} error={errors.intervalHours?.message}>
            <Select id="med-interval" {...form.register('intervalHours')}>
              {EVERY_N_HOURS_CHOICES.map((h) => (
                <option key={h} value={String(h)}>
                  {plural(h, { one: '# hour', other: '# hours' })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="med-interval-start" label={t`From`} error={errors.intervalStart?.message}>
            <Input id="med-interval-start" type="time" {...form.register('intervalStart')} />
          </Field>
        </div>
      ) : null}
    </div>
  );
}

/** PRODUCT §4: the schedule as a prescription code, a list of times, or a preset. */
export function ScheduleFields({ form }: { form: Form }) {
  // useWatch starts from the form's default values, which fill every field.
  const values = useWatch({ control: form.control }) as MedicationFormValues;
  const mode = values.scheduleMode;
  const { errors } = form.formState;
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-3">
      <Segmented
        name="scheduleMode"
        legend={t`When to take it`}
        options={MODE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        value={mode}
        onChange={(next) => form.setValue('scheduleMode', next, { shouldDirty: true })}
      />
      {mode === 'notation' ? (
        <Field
          id="med-notation"
          label={t`Dose code`}
          hint={i18n._(NOTATION_HINT)}
          error={errors.notation?.message}
        >
          <Input
            id="med-notation"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t`1-0-1 after food`}
            aria-invalid={errors.notation ? true : undefined}
            aria-describedby={describedBy('med-notation', {
              hint: true,
              error: errors.notation,
              extra: 'med-schedule-preview',
            })}
            {...form.register('notation')}
          />
        </Field>
      ) : mode === 'times' ? (
        <TimesList form={form} />
      ) : (
        <PresetFields form={form} preset={values.preset} />
      )}
      <Preview values={values} form={form} />
    </div>
  );
}
