import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { sugarCreateSchema } from '@core/contract/health';
import { SUGAR_TYPES } from '@core/health/sugar';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { CategoryBadge } from '../category-badge';
import { SUGAR_TONES } from '../category-tones';
import { TextField } from '../form-parts';
import { formText } from '../form-texts';
import { ReadingForm, useReadingForm } from '../reading-form';
import type { ReadingFormProps } from '../tracker-definition';
import {
  defaultSugarValues,
  previewSugar,
  SUGAR_FORM_FIELDS,
  sugarValuesFrom,
  toSugarInput,
  type SugarFormValues,
} from './sugar-form-values';
import type { SugarView } from './sugar-view';
import { SUGAR_CATEGORY_TEXT, SUGAR_TYPE_TEXT, sugarAdviceText } from './sugar-texts';
import { storedSugarValue, unitFor } from './sugar-units';

/** Quick entry and edit of a sugar reading, in the unit chosen on the tab. Loaded on demand. */
export function SugarForm(props: ReadingFormProps<'sugar-levels', SugarView>) {
  const { i18n, t } = useLingui();
  const { unit, timeZone, data } = props.view;
  const { form, field, frame } = useReadingForm({
    tracker: 'sugar-levels',
    id: 'sugar',
    props,
    timeZone,
    schema: sugarCreateSchema,
    toInput: (v: SugarFormValues) => toSugarInput(v, unit, timeZone),
    fields: SUGAR_FORM_FIELDS,
    values: (reading) =>
      reading
        ? sugarValuesFrom(reading, unit, timeZone)
        : defaultSugarValues({
            memberId: props.memberId,
            now: new Date(),
            timeZone,
            lastType: data.latest?.type ?? null,
          }),
    focus: 'value',
  });
  const [value, type] = useWatch({ control: form.control, name: ['value', 'type'] });
  const preview = previewSugar(value, type, unit);
  const stored = storedSugarValue(value, type, unit);
  const typeError = formText(i18n, form.formState.errors.type?.message);
  const shownUnit = unitFor(type, unit);

  return (
    <ReadingForm frame={frame} saveLabel={t`Save reading`}>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          {...field('value')}
          label={t`Sugar (${shownUnit})`}
          hint={type === 'hba1c' ? t`e.g. 6.2` : unit === 'mmol' ? t`e.g. 5.6` : t`e.g. 110`}
          inputMode="decimal"
        />
        <Field id="sugar-type" label={t`When`} error={typeError}>
          <Select id="sugar-type" {...form.register('type')}>
            {SUGAR_TYPES.map((option) => (
              <option key={option} value={option}>
                {option === 'hba1c' ? t`HbA1c (%)` : i18n._(SUGAR_TYPE_TEXT[option])}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div aria-live="polite">
        {preview && stored !== undefined ? (
          <div className="space-y-1 text-sm text-slate-700">
            <CategoryBadge
              tone={SUGAR_TONES[preview]}
              label={i18n._(SUGAR_CATEGORY_TEXT[preview])}
            />
            <p>{sugarAdviceText(i18n, stored, type)}</p>
          </div>
        ) : null}
      </div>
    </ReadingForm>
  );
}
