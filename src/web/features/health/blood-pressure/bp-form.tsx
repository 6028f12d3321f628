import { useWatch } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { bloodPressureCreateSchema } from '@core/contract/health';
import { CategoryBadge } from '../category-badge';
import { BP_TONES } from '../category-tones';
import { Segmented, TextField } from '../form-parts';
import { ReadingForm, useReadingForm } from '../reading-form';
import type { ReadingFormProps } from '../tracker-definition';
import {
  BP_FORM_FIELDS,
  bpValuesFrom,
  defaultBpValues,
  previewCategory,
  toBpInput,
  type BpFormValues,
} from './bp-form-values';
import type { BpView } from './bp-view';
import { BP_ADVICE_TEXT, BP_LABEL_TEXT } from './bp-texts';

const ARMS = [
  { value: 'left', label: msg`Left` },
  { value: 'right', label: msg`Right` },
] as const;

/** Quick entry and edit of a blood pressure reading. Loaded on demand. */
export function BpForm(props: ReadingFormProps<'blood-pressure', BpView>) {
  const { i18n, t } = useLingui();
  const { timeZone, data } = props.view;
  const { form, field, frame } = useReadingForm({
    tracker: 'blood-pressure',
    id: 'bp',
    props,
    timeZone,
    schema: bloodPressureCreateSchema,
    toInput: (v: BpFormValues) => toBpInput(v, timeZone),
    fields: BP_FORM_FIELDS,
    values: (reading) =>
      reading
        ? bpValuesFrom(reading, timeZone)
        : defaultBpValues({
            memberId: props.memberId,
            now: new Date(),
            timeZone,
            lastArm: data.latest?.arm ?? null,
          }),
    focus: 'systolic',
  });
  const [systolic, diastolic] = useWatch({
    control: form.control,
    name: ['systolic', 'diastolic'],
  });
  const preview = previewCategory(systolic, diastolic);

  return (
    <ReadingForm frame={frame} saveLabel={t`Save reading`}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...field('systolic')}
          label={t`Systolic (top)`}
          hint={t`mmHg, e.g. 120`}
          inputMode="numeric"
        />
        <TextField
          {...field('diastolic')}
          label={t`Diastolic (bottom)`}
          hint={t`mmHg, e.g. 80`}
          inputMode="numeric"
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
            <CategoryBadge tone={BP_TONES[preview]} label={i18n._(BP_LABEL_TEXT[preview])} />
            {preview === 'crisis' ? (
              <p className="mt-2 font-medium">{i18n._(BP_ADVICE_TEXT.crisis)}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          {...field('pulse')}
          label={t`Pulse (optional)`}
          hint={t`Beats per minute`}
          inputMode="numeric"
        />
        <Segmented
          legend={t`Arm`}
          options={ARMS.map((a) => ({ value: a.value, label: i18n._(a.label) }))}
          registration={form.register('arm')}
        />
      </div>
    </ReadingForm>
  );
}
