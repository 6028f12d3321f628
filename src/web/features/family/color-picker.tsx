import { Trans } from '@lingui/react/macro';
import { MEMBER_COLORS, type Member } from '@core/contract/family';
import { ColorPicker } from '@web/components/ui/color-picker';
import { MEMBER_COLOR_CLASSES } from '@web/lib/member-colors';

/** The avatar colours as radio swatches, each named for screen readers. */
export function MemberColorPicker({
  value,
  onChange,
}: {
  value: Member['color'];
  onChange: (color: Member['color']) => void;
}) {
  return (
    <ColorPicker
      legend={<Trans>Avatar colour</Trans>}
      name="member-color"
      colors={MEMBER_COLORS}
      swatchClass={(color) => MEMBER_COLOR_CLASSES[color]}
      value={value}
      onChange={onChange}
      rowClassName="flex-wrap gap-2"
    />
  );
}
