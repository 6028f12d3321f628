import type { Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';
import { initialOf, MEMBER_COLOR_CLASSES } from '@web/lib/member-colors';

/** The member's initial in their colour; decorative, as the name is always shown beside it. */
export function MemberAvatar({
  member,
  size = 'md',
}: {
  member: Pick<Member, 'name' | 'color'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        MEMBER_COLOR_CLASSES[member.color],
        size === 'sm' && 'size-8 text-sm',
        size === 'md' && 'size-11 text-lg',
        size === 'lg' && 'size-14 text-2xl',
      )}
    >
      {initialOf(member.name)}
    </span>
  );
}
