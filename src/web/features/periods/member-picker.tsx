import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { MemberChips } from '@web/components/members/member-chips';

/** Whose periods are shown: one chip per member who tracks them, self first; wrapping. */
export function MemberPicker({
  members,
  value,
  onChange,
}: {
  members: readonly Member[];
  value: string;
  onChange: (memberId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <MemberChips
      members={members}
      value={value}
      onChange={onChange}
      label={t`Show periods of`}
      className="flex flex-wrap gap-2 pb-1"
      chosen="bg-pink-700 text-white ring-pink-700"
    />
  );
}

/**
 * The member shown first: the one named in the URL (?memberId=, from /family links), else the
 * account holder when they track periods, else the first who does.
 */
export function initialMember(members: readonly Member[], fromUrl: string | null): Member | null {
  return (
    members.find((m) => m.id === fromUrl) ?? members.find((m) => m.isSelf) ?? members[0] ?? null
  );
}
