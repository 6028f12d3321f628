import { Trans } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { Member } from '@core/contract/family';
import { CHIP, MemberChips } from '@web/components/members/member-chips';
import { cn } from '@web/lib/cn';

/**
 * Chips of the family, each with its colour dot; the chosen member's readings are shown and
 * logged. They wrap onto a new line rather than scroll: a row cut off at the screen's edge hid
 * the last chip. With one member, a link to add another.
 */
export function MemberPicker({
  members,
  value,
  onChange,
  label,
}: {
  members: readonly Member[];
  value: string | null;
  onChange: (memberId: string) => void;
  label: string;
}) {
  return (
    <MemberChips
      members={members}
      value={value}
      onChange={(id) => {
        if (id) onChange(id);
      }}
      label={label}
      className="flex flex-wrap gap-2 py-1"
      dots
    >
      {members.length < 2 ? (
        <Link
          href="/family"
          className={cn(
            CHIP,
            'inline-flex items-center gap-2 bg-white text-brand-800 ring-slate-300 hover:bg-slate-50',
          )}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          <Trans>Add family member</Trans>
        </Link>
      ) : null}
    </MemberChips>
  );
}
