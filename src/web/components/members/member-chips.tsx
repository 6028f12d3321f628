import type { ReactNode } from 'react';
import type { Member } from '@core/contract/family';
import { cn } from '@web/lib/cn';
import { MEMBER_COLOR_CLASSES } from '@web/lib/member-colors';
import { memberName } from '@web/lib/member-name';

/** A chip's shape; also the look of a link that sits among the chips (health's "Add"). */
export const CHIP =
  'min-h-11 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors';
const WITH_DOT = 'inline-flex items-center gap-2';

/**
 * The family as toggle chips, in the caller's order (self first): whose readings, medicines or
 * periods are shown. An "All" chip first (value null) when `all` names it; each member's colour
 * as a dot (the avatar's, lib/member-colors.ts) when `dots` is set (/health); `children` after
 * the chips (/health's "Add family member" link).
 */
export function MemberChips(props: {
  members: readonly Member[];
  value: string | null;
  onChange(memberId: string | null): void;
  label: string;
  /** The row: wrapping (nothing cut off at the screen's edge) or scrolling. */
  className: string;
  /** The chosen chip's colours: the app's, or the period tracker's pink. */
  chosen?: string;
  all?: string;
  dots?: boolean;
  children?: ReactNode;
}) {
  const { value, onChange, chosen = 'bg-brand-700 text-white ring-brand-700' } = props;
  const chip = (key: string, selected: boolean, choose: () => void, words: ReactNode) => (
    <button
      key={key}
      type="button"
      aria-pressed={selected}
      onClick={choose}
      className={cn(
        CHIP,
        props.dots && WITH_DOT,
        selected ? chosen : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {words}
    </button>
  );
  return (
    <div role="group" aria-label={props.label} className={props.className}>
      {props.all ? chip('', value === null, () => onChange(null), props.all) : null}
      {props.members.map((m) =>
        chip(
          m.id,
          m.id === value,
          () => onChange(m.id),
          props.dots ? (
            <>
              <span
                className={cn(
                  'size-2.5 rounded-full ring-2 ring-white',
                  MEMBER_COLOR_CLASSES[m.color],
                )}
                aria-hidden="true"
              />
              {memberName(m)}
            </>
          ) : (
            memberName(m)
          ),
        ),
      )}
      {props.children}
    </div>
  );
}
