import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';

/** Whose periods are shown: one chip per member who tracks them, self first; wrapping (issue 27). */
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
    <div role="group" aria-label={t`Show periods of`} className="flex flex-wrap gap-2 pb-1">
      {members.map((m) => {
        const { name } = m;
        return (
          <button
            key={m.id}
            type="button"
            aria-pressed={value === m.id}
            onClick={() => onChange(m.id)}
            className={cn(
              'min-h-11 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors',
              value === m.id
                ? 'bg-pink-700 text-white ring-pink-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {m.isSelf ? t`${name} (you)` : name}
          </button>
        );
      })}
    </div>
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
