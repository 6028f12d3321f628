import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { bodyCreateSchema } from '@core/contract/health';
import { CategoryBadge } from '../category-badge';
import { BMI_TONES } from '../category-tones';
import { formatNumber } from '../form-numbers';
import { TextField } from '../form-parts';
import { ReadingForm, useReadingForm } from '../reading-form';
import type { ReadingFormProps } from '../tracker-definition';
import {
  BODY_FORM_FIELDS,
  bodyValuesFrom,
  defaultBodyValues,
  liveBmi,
  toBodyInput,
  type BodyFormValues,
} from './body-form-values';
import { BMI_LABEL_TEXT } from './bmi-texts';
import type { BodyView } from './body-view';

/** Weight and height with the BMI and its Asian-Indian category live. Loaded on demand. */
export function BodyForm(props: ReadingFormProps<'weight-height', BodyView>) {
  const { i18n, t } = useLingui();
  const { timeZone, data, ageOf } = props.view;
  const lastHeightCm = data.latest?.heightCm ?? null;
  const { form, field, frame } = useReadingForm({
    tracker: 'weight-height',
    id: 'body',
    props,
    timeZone,
    schema: bodyCreateSchema,
    toInput: (v: BodyFormValues) => toBodyInput(v, timeZone),
    fields: BODY_FORM_FIELDS,
    values: (reading) =>
      reading
        ? bodyValuesFrom(reading, timeZone)
        : defaultBodyValues({ memberId: props.memberId, now: new Date(), timeZone, lastHeightCm }),
    focus: 'weightKg',
  });
  const [weight, height, who] = useWatch({
    control: form.control,
    name: ['weightKg', 'heightCm', 'memberId'],
  });
  const live = liveBmi(weight, height, ageOf(who));
  const heightHint = lastHeightCm && !props.reading ? t`From last time` : t`e.g. 165`;
  const bmi = live?.bmi.toFixed(1);
  const minKg = live?.healthy ? formatNumber(live.healthy.minKg) : '';
  const maxKg = live?.healthy ? formatNumber(live.healthy.maxKg) : '';

  return (
    <ReadingForm frame={frame} saveLabel={t`Save weight`}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...field('weightKg', 'weight')}
          label={t`Weight (kg)`}
          hint={t`e.g. 62.5`}
          inputMode="decimal"
        />
        <TextField
          {...field('heightCm', 'height')}
          label={t`Height (cm)`}
          hint={heightHint}
          inputMode="decimal"
        />
      </div>
      <div aria-live="polite">
        {live ? (
          <div className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">BMI {bmi}</span>
              {live.category ? (
                <CategoryBadge
                  tone={BMI_TONES[live.category]}
                  label={i18n._(BMI_LABEL_TEXT[live.category])}
                />
              ) : null}
            </p>
            <p>
              {live.healthy
                ? t`Healthy weight at this height (Asian-Indian cut-offs): ${minKg} to ${maxKg} kg.`
                : t`Adult BMI categories do not apply under 18.`}
            </p>
          </div>
        ) : null}
      </div>
    </ReadingForm>
  );
}
