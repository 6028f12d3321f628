import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEDICATION_COLORS, type MedicationColor } from '@core/contract/medicines-rules';
import { ColorPicker } from '@web/components/ui/color-picker';
import { cn } from '@web/lib/cn';
import { COLOR_CLASSES } from './medication-colors';
import { weekdayName } from '@web/lib/medicine-texts';

export function Switch({
  id,
  checked,
  onChange,
  label,
  hint,
  ref,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

/** Spec §3 colours as radio swatches. */
export function MedicationColorPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: MedicationColor;
  onChange: (color: MedicationColor) => void;
}) {
  return (
    <ColorPicker
      legend={<Trans>Colour</Trans>}
      name={name}
      colors={MEDICATION_COLORS}
      swatchClass={(color) => COLOR_CLASSES[color].stripe}
      value={value}
      onChange={onChange}
      rowClassName="gap-3"
    />
  );
}

const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Days of the week, Monday first as Indian calendars show them; all seven: every day. */
export function WeekdayPicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]);
  const { i18n } = useLingui();
  return (
    <fieldset aria-describedby={error ? 'med-weekdays-error' : 'med-weekdays-hint'}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Days of the week</Trans>
      </legend>
      <div className="mt-1.5 grid grid-cols-7 gap-1">
        {WEEKDAY_ORDER.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={value.includes(day)}
            onClick={() => toggle(day)}
            className={cn(
              'min-h-11 rounded-xl text-xs font-semibold transition-colors',
              value.includes(day)
                ? 'bg-brand-50 text-brand-900 ring-2 ring-brand-700'
                : 'bg-white text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {weekdayName(i18n, day)}
          </button>
        ))}
      </div>
      {error ? (
        <p id="med-weekdays-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id="med-weekdays-hint" className="mt-1.5 text-sm text-slate-600">
          {value.length === 7 ? (
            <Trans>Every day. Tap a day to leave it out.</Trans>
          ) : (
            <Trans>Only on the days chosen.</Trans>
          )}
        </p>
      )}
    </fieldset>
  );
}

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/** A choice of one, shown as segments: radio inputs underneath, for keyboards and readers. */
export function Segmented<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 grid grid-flow-col auto-cols-fr gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm leading-tight font-medium text-slate-700 peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
