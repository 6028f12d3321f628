import type { Member } from '@core/contract/family';
import { describeAge } from './age';

type MemberColor = Member['color'];

/** Avatar colours: each keeps white text at 4.5:1 or better (WCAG AA), so the initial is readable. */
export const MEMBER_COLOR_CLASSES: Record<MemberColor, { solid: string; label: string }> = {
  blue: { solid: 'bg-blue-600', label: 'Blue' },
  purple: { solid: 'bg-purple-600', label: 'Purple' },
  green: { solid: 'bg-emerald-700', label: 'Green' },
  teal: { solid: 'bg-teal-700', label: 'Teal' },
  orange: { solid: 'bg-orange-700', label: 'Orange' },
  pink: { solid: 'bg-pink-700', label: 'Pink' },
  red: { solid: 'bg-red-700', label: 'Red' },
  amber: { solid: 'bg-amber-700', label: 'Amber' },
};

export const RELATION_LABELS: Record<Member['relation'], string> = {
  self: 'You',
  spouse: 'Spouse',
  father: 'Father',
  mother: 'Mother',
  son: 'Son',
  daughter: 'Daughter',
  brother: 'Brother',
  sister: 'Sister',
  grandparent: 'Grandparent',
  other: 'Other',
};

export const GENDER_LABELS: Record<NonNullable<Member['gender']>, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

/** The first letter of the name, for the avatar (a name in Devanagari works too). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-IN') : '?';
}

/** The palette in the contract's order (MEMBER_COLORS), without importing the zod contract here. */
export const MEMBER_PALETTE = Object.keys(MEMBER_COLOR_CLASSES) as MemberColor[];

/** 'Mother · 62 years'. */
export function memberSubtitle(member: Member, today: string): string {
  const age = describeAge(member.dateOfBirth, today);
  return [RELATION_LABELS[member.relation], age].filter(Boolean).join(' · ');
}
