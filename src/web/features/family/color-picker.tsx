import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { MEMBER_COLORS, type Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';
import { MEMBER_COLOR_CLASSES } from './member-look';

/** Each avatar colour's name, said by a screen reader as the picker's choices. */
const COLOR_NAMES: Record<keyof typeof MEMBER_COLOR_CLASSES, MessageDescriptor> = {
  blue: msg`Blue`,
  purple: msg`Purple`,
  green: msg`Green`,
  teal: msg`Teal`,
  orange: msg`Orange`,
  pink: msg`Pink`,
  red: msg`Red`,
  amber: msg`Amber`,
};

/** The avatar colours as radio swatches, each named for screen readers. */
export function MemberColorPicker({
  value,
  onChange,
}: {
  value: Member['color'];
  onChange: (color: Member['color']) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Avatar colour</Trans>
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {MEMBER_COLORS.map((color) => (
          <label key={color} className="relative cursor-pointer">
            <input
              type="radio"
              name="member-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex size-11 items-center justify-center rounded-full text-white ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700',
                MEMBER_COLOR_CLASSES[color].solid,
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
