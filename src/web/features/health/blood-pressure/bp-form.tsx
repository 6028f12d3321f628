import { useWatch } from 'react-hook-form';
import { bloodPressureCreateSchema } from '@core/contract/health';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
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
import type { BpView } from './bp-tab';

const ARMS = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
] as const;

/** Quick entry and edit of a blood pressure reading. Loaded on demand. */
export function BpForm(props: ReadingFormProps<'blood-pressure', BpView>) {
  const { timeZone, data } = props.view;
  const { form, field, frame } = useReadingForm({
    tracker: 'blood-pressure',
    id: 'bp',
    props,
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
    <ReadingForm members={props.members} frame={frame} saveLabel="Save reading" timeZone={timeZone}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...field('systolic')}
          label="Systolic (top)"
          hint="mmHg, e.g. 120"
          inputMode="numeric"
        />
        <TextField
          {...field('diastolic')}
          label="Diastolic (bottom)"
          hint="mmHg, e.g. 80"
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
            <CategoryBadge tone={BP_TONES[preview]} label={BP_LABELS[preview]} />
            {preview === 'crisis' ? <p className="mt-2 font-medium">{BP_ADVICE.crisis}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          {...field('pulse')}
          label="Pulse (optional)"
          hint="Beats per minute"
          inputMode="numeric"
        />
        <Segmented legend="Arm" options={ARMS} registration={form.register('arm')} />
      </div>
    </ReadingForm>
  );
}
