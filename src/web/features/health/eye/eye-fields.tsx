import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { VISUAL_ACUITY } from '@core/health/eyesight';
import { describedBy, Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/input';
import { TextField } from '../form-parts';
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
  return (
    <Field id={id} label={label} error={error} className={className}>
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
  const e = errors[side];
  const id = (f: string) => `eye-${side}-${f}`;
  return (
    <fieldset className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {side === 'right' ? 'Right eye (OD)' : 'Left eye (OS)'}
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
          empty="None"
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
          empty="None"
          error={e?.add?.message}
          registration={register(`${side}.add`)}
        />
        <OptionSelect
          id={id('acuity')}
          label="Vision"
          options={ACUITY_OPTIONS}
          empty="Not noted"
          className="col-span-2"
          error={e?.acuity?.message}
          registration={register(`${side}.acuity`)}
        />
      </div>
    </fieldset>
  );
}
