import { Trans, useLingui } from '@lingui/react/macro';
import { eyeTestCreateSchema } from '@core/contract/health';
import { Button } from '@web/components/ui/button';
import { TextField } from '../form-parts';
import { ReadingForm, useReadingForm } from '../reading-form';
import type { ReadingFormProps } from '../tracker-definition';
import { EyeFields } from './eye-fields';
import {
  defaultEyeValues,
  EYE_FORM_FIELDS,
  eyeValuesFrom,
  toEyeInput,
  yearAfter,
} from './eye-form-values';
import type { EyeView } from './eye-view';

/** An eye test from the optician's prescription; loaded on demand. */
export function EyeForm(props: ReadingFormProps<'eye-sight', EyeView>) {
  const { t } = useLingui();
  const { today } = props.view;
  const { form, field, frame } = useReadingForm({
    tracker: 'eye-sight',
    id: 'eye',
    props,
    schema: eyeTestCreateSchema,
    toInput: toEyeInput,
    fields: EYE_FORM_FIELDS,
    values: (reading) =>
      reading ? eyeValuesFrom(reading) : defaultEyeValues(props.memberId, today),
    focus: 'testDate',
  });
  const { register, setValue, getValues } = form;
  const { errors } = form.formState;

  return (
    <ReadingForm frame={frame} saveLabel={t`Save eye test`}>
      <TextField {...field('testDate', 'date')} label={t`Test date`} type="date" max={today} />
      <p className="text-sm text-slate-600">
        <Trans>
          Copy the numbers as the prescription writes them. SPH 0.00 is plano (no power); leave CYL
          and ADD at None when they are blank.
        </Trans>
      </p>
      <EyeFields side="right" register={register} errors={errors} />
      <Button
        variant="outline"
        className="w-full"
        onClick={() => setValue('left', { ...getValues('right') }, { shouldDirty: true })}
      >
        <Trans>Same as right eye</Trans>
      </Button>
      <EyeFields side="left" register={register} errors={errors} />
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <TextField
          {...field('pd')}
          label={t`PD (mm, optional)`}
          hint={t`Distance between pupils`}
          inputMode="decimal"
        />
        <div className="space-y-1.5">
          <TextField
            {...field('nextCheckup', 'next')}
            label={t`Next check-up (optional)`}
            type="date"
          />
          <button
            type="button"
            className="min-h-9 text-sm font-medium text-brand-800 underline underline-offset-2"
            onClick={() => {
              const next = yearAfter(getValues('testDate'));
              if (next) setValue('nextCheckup', next, { shouldDirty: true });
            }}
          >
            <Trans>A year after the test</Trans>
          </button>
        </div>
      </div>
    </ReadingForm>
  );
}
