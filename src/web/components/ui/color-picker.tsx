import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** Each colour's name, said by a screen reader as the picker's choices. */
const COLOR_NAMES = {
  blue: msg`Blue`,
  purple: msg`Purple`,
  green: msg`Green`,
  teal: msg`Teal`,
  orange: msg`Orange`,
  pink: msg`Pink`,
  red: msg`Red`,
  amber: msg`Amber`,
} satisfies Record<string, MessageDescriptor>;

export type PickerColor = keyof typeof COLOR_NAMES;

export interface ColorPickerProps<C extends PickerColor> {
  legend: ReactNode;
  /** The radio group's name. */
  name: string;
  /** The choices in their order. */
  colors: readonly C[];
  /** A swatch's background class. */
  swatchClass: (color: C) => string;
  value: C;
  onChange: (color: C) => void;
  /** The row's spacing: a few colours sit apart on one line, many wrap closer together. */
  rowClassName: string;
}

/**
 * Colours as radio swatches (a medicine's, a member's avatar): a tick on the chosen one, each
 * named for screen readers. Loaded with the forms that use it, not with any page.
 */
export function ColorPicker<C extends PickerColor>(props: ColorPickerProps<C>) {
  const { legend, name, colors, swatchClass, value, onChange, rowClassName } = props;
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('mt-1.5 flex', rowClassName)}>
        {colors.map((color) => (
          <label key={color} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex size-11 items-center justify-center rounded-full text-white ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700',
                swatchClass(color),
              )}
            >
              {value === color ? <Check className="size-5" aria-hidden="true" /> : null}
            </span>
            <span className="sr-only">{i18n._(COLOR_NAMES[color])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
