import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';

/** 'Me' would hide whose name it is: the self member shows its name with "(you)". */
export function memberLabel(member: Pick<Member, 'name' | 'isSelf'>): string {
  const { name } = member;
  return member.isSelf ? t`${name} (you)` : name;
}

function FilterChip({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'min-h-11 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors',
        selected
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {label}
    </button>
  );
}

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
    <div
      role="group"
      aria-label={t`Show medicines of`}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      <FilterChip label={t`All`} selected={value === null} onSelect={() => onChange(null)} />
      {members.map((m) => (
        <FilterChip
          key={m.id}
          label={memberLabel(m)}
          selected={value === m.id}
          onSelect={() => onChange(m.id)}
        />
      ))}
    </div>
  );
}
