import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { MemberChips } from '@web/components/members/member-chips';

/** Per-member filter: All, then each family member, self first. */
export function MemberFilter({
  members,
  value,
  onChange,
}: {
  members: readonly Member[];
  value: string | null;
  onChange: (memberId: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <MemberChips
      members={members}
      value={value}
      onChange={onChange}
      label={t`Show medicines of`}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none]"
      all={t`All`}
    />
  );
}
