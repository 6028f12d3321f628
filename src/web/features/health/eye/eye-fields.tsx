import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { VISUAL_ACUITY } from '@core/health/eyesight';
import { describedBy, Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { TextField } from '../form-parts';
import { formText } from '../form-texts';
import {
  ADD_OPTIONS,
  CYL_OPTIONS,
  SPH_OPTIONS,
  type EyeFormValues,
  type Option,
} from './eye-form-values';

function OptionSelect({
  id,
  label,
  options,
  empty,
  error,
  registration,
  className,
}: {
  id: string;
  label: string;
  className?: string;
  options: readonly Option[];
  empty?: string;
  error?: string;
  registration: ReturnType<UseFormRegister<EyeFormValues>>;
}) {
  const { i18n } = useLingui();
  return (
    <Field id={id} label={label} error={formText(i18n, error)} className={className}>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...registration}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const ACUITY_OPTIONS: Option[] = VISUAL_ACUITY.map((v) => ({ value: v, label: v }));

/** One eye's prescription: SPH, CYL, AXIS, ADD and vision, as written on an Indian Rx. */
export function EyeFields({
  side,
  register,
  errors,
}: {
  side: 'right' | 'left';
  register: UseFormRegister<EyeFormValues>;
  errors: FieldErrors<EyeFormValues>;
}) {
  const { t } = useLingui();
  const e = errors[side];
  const id = (f: string) => `eye-${side}-${f}`;
  return (
    <fieldset className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {side === 'right' ? t`Right eye (OD)` : t`Left eye (OS)`}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <OptionSelect
          id={id('sph')}
          label="SPH"
          options={SPH_OPTIONS}
          error={e?.sph?.message}
          registration={register(`${side}.sph`)}
        />
        <OptionSelect
          id={id('cyl')}
          label="CYL"
          options={CYL_OPTIONS}
          empty={t`None`}
          error={e?.cyl?.message}
          registration={register(`${side}.cyl`)}
        />
        <TextField
          id={id('axis')}
          label="AXIS (°)"
          inputMode="numeric"
          placeholder="1-180"
          error={e?.axis}
          registration={register(`${side}.axis`)}
        />
        <OptionSelect
          id={id('add')}
          label="ADD"
          options={ADD_OPTIONS}
          empty={t`None`}
          error={e?.add?.message}
          registration={register(`${side}.add`)}
        />
        <OptionSelect
          id={id('acuity')}
          label={t`Vision`}
          options={ACUITY_OPTIONS}
          empty={t`Not noted`}
          className="col-span-2"
          error={e?.acuity?.message}
          registration={register(`${side}.acuity`)}
        />
      </div>
    </fieldset>
  );
}
