import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import type { Member } from '@core/contract/family';
import { sugarCreateSchema, type SugarReading } from '@core/contract/health';
import {
  SUGAR_CATEGORY_LABELS,
  SUGAR_TYPE_LABELS,
  SUGAR_TYPES,
  sugarAdvice,
  type SugarType,
} from '@core/health/sugar';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
import { bodyResolver } from '../form-resolver';
import { FormActions, MemberField, NotesField, TextField } from '../form-parts';
import { useSaveReading } from '../queries';
import { toDateTimeInput } from '../zoned-input';
import {
  defaultSugarValues,
  previewSugar,
  SUGAR_FORM_FIELDS,
  sugarValuesFrom,
  toSugarInput,
  type SugarFormValues,
} from './sugar-form-values';
import { storedSugarValue, unitFor, type SugarUnit } from './sugar-units';

export interface SugarFormProps {
  members: readonly Member[];
  reading: SugarReading | null;
  memberId: string;
  lastType: SugarType | null;
  unit: SugarUnit;
  timeZone: string;
  onDone: (saved: SugarReading | null) => void;
}

/** Quick entry and edit of a sugar reading, in the unit chosen on the tab. Loaded on demand. */
export function SugarForm(props: SugarFormProps) {
  const { members, reading, memberId, lastType, unit, timeZone, onDone } = props;
  const resolver = useMemo(
    () =>
      bodyResolver(
        zodResolver(sugarCreateSchema),
        (v: SugarFormValues) => toSugarInput(v, unit, timeZone),
        SUGAR_FORM_FIELDS,
      ),
    [unit, timeZone],
  );
  const form = useForm<SugarFormValues, unknown, z.output<typeof sugarCreateSchema>>({
    resolver,
    defaultValues: reading
      ? sugarValuesFrom(reading, unit, timeZone)
      : defaultSugarValues({ memberId, now: new Date(), timeZone, lastType }),
  });
  const save = useSaveReading('sugar-levels', reading?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { register, setFocus } = form;
  const [value, type] = useWatch({ control: form.control, name: ['value', 'type'] });
  const preview = previewSugar(value, type, unit);
  const stored = storedSugarValue(value, type, unit);

  useEffect(() => setFocus('value'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <MemberField
        id="sugar-member"
        members={members}
        error={errors.memberId}
        registration={register('memberId')}
      />
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          id="sugar-value"
          label={`Sugar (${unitFor(type, unit)})`}
          hint={type === 'hba1c' ? 'e.g. 6.2' : unit === 'mmol' ? 'e.g. 5.6' : 'e.g. 110'}
          inputMode="decimal"
          error={errors.value}
          registration={register('value')}
        />
        <Field id="sugar-type" label="When" error={errors.type?.message}>
          <Select id="sugar-type" {...register('type')}>
            {SUGAR_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === 'hba1c' ? 'HbA1c (%)' : SUGAR_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div aria-live="polite">
        {preview && stored !== undefined ? (
          <div className="space-y-1 text-sm text-slate-700">
            <CategoryBadge tone={SUGAR_TONES[preview]} label={SUGAR_CATEGORY_LABELS[preview]} />
            <p>{sugarAdvice(stored, type)}</p>
          </div>
        ) : null}
      </div>
      <TextField
        id="sugar-time"
        label="Date and time"
        type="datetime-local"
        max={toDateTimeInput(new Date(), timeZone)}
        error={errors.measuredAt}
        registration={register('measuredAt')}
      />
      <NotesField id="sugar-notes" error={errors.notes} registration={register('notes')} />
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
