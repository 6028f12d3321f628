import type { Member } from '@core/contract/family';

export type MemberColor = Member['color'];

/**
 * A member's colour: the avatar's background and the dot on their chip. Each keeps white text at
 * 4.5:1 or better (WCAG AA), so the initial is readable (member-colors.test.ts checks it). Their
 * names are with the picker (components/ui/color-picker.tsx), the only place that says them: the
 * pages that show avatars do not carry them in their first load.
 */
export const MEMBER_COLOR_CLASSES: Record<MemberColor, string> = {
  blue: 'bg-blue-600',
  purple: 'bg-purple-600',
  green: 'bg-emerald-700',
  teal: 'bg-teal-700',
  orange: 'bg-orange-700',
  pink: 'bg-pink-700',
  red: 'bg-red-700',
  amber: 'bg-amber-700',
};

/** The palette in the contract's order (MEMBER_COLORS), without importing the zod contract here. */
export const MEMBER_PALETTE = Object.keys(MEMBER_COLOR_CLASSES) as MemberColor[];

/** The first letter of the name, for the avatar (a name in Devanagari works too). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-IN') : '?';
}
