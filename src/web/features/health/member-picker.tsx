import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';

/** The avatar colours by name (core MEMBER_COLORS). */
const DOT: Record<Member['color'], string> = {
  blue: 'bg-blue-500',
  purple: 'bg-purple-500',
  green: 'bg-green-600',
  teal: 'bg-teal-500',
  orange: 'bg-orange-500',
  pink: 'bg-pink-500',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
};

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors';

/** 'Me' would hide whose name it is: the self member shows its name with "(you)". */
export function memberName(member: Pick<Member, 'name' | 'isSelf'>): string {
  const { name } = member;
  return member.isSelf ? t`${name} (you)` : name;
}

/**
 * Chips of the family; the chosen member's readings are shown and logged. They wrap onto a new
 * line rather than scroll: a row cut off at the screen's edge hid the last chip (issue 27).
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
    <div role="group" aria-label={label} className="flex flex-wrap gap-2 py-1">
      {members.map((m) => {
        const selected = m.id === value;
        return (
          <button
            key={m.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(m.id)}
            className={cn(
              chip,
              selected
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            <span
              className={cn('size-2.5 rounded-full ring-2 ring-white', DOT[m.color])}
              aria-hidden="true"
            />
            {memberName(m)}
          </button>
        );
      })}
      {members.length < 2 ? (
        <Link
          href="/family"
          className={cn(chip, 'bg-white text-brand-800 ring-slate-300 hover:bg-slate-50')}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          <Trans>Add family member</Trans>
        </Link>
      ) : null}
    </div>
  );
}
