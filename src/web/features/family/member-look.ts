import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import type { Member } from '@core/contract/family';
import { describeAge } from './age';

type MemberColor = Member['color'];

/**
 * Avatar colours: each keeps white text at 4.5:1 or better (WCAG AA), so the initial is readable.
 * Their names are with the picker (color-picker.tsx), the only place that says them: the pages
 * that show avatars do not carry them in their first load.
 */
export const MEMBER_COLOR_CLASSES: Record<MemberColor, { solid: string }> = {
  blue: { solid: 'bg-blue-600' },
  purple: { solid: 'bg-purple-600' },
  green: { solid: 'bg-emerald-700' },
  teal: { solid: 'bg-teal-700' },
  orange: { solid: 'bg-orange-700' },
  pink: { solid: 'bg-pink-700' },
  red: { solid: 'bg-red-700' },
  amber: { solid: 'bg-amber-700' },
};

/** Each relation's name; show with `i18n._(RELATION_NAMES[relation])`. */
export const RELATION_NAMES: Record<Member['relation'], MessageDescriptor> = {
  self: msg`You`,
  spouse: msg`Spouse`,
  father: msg`Father`,
  mother: msg`Mother`,
  son: msg`Son`,
  daughter: msg`Daughter`,
  brother: msg`Brother`,
  sister: msg`Sister`,
  grandparent: msg`Grandparent`,
  other: msg`Other`,
};

export const GENDER_NAMES: Record<NonNullable<Member['gender']>, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};

/**
 * The relations' English names, for code not yet showing RELATION_NAMES in the active language
 * (health-tracking's board): to be replaced there by `i18n._(RELATION_NAMES[relation])`.
 */
export const RELATION_LABELS = Object.fromEntries(
  Object.entries(RELATION_NAMES).map(([relation, name]) => [relation, name.message ?? '']),
) as Record<Member['relation'], string>;

/** The first letter of the name, for the avatar (a name in Devanagari works too). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-IN') : '?';
}

/** The palette in the contract's order (MEMBER_COLORS), without importing the zod contract here. */
export const MEMBER_PALETTE = Object.keys(MEMBER_COLOR_CLASSES) as MemberColor[];

/** 'Mother · 62 years'. */
export function memberSubtitle(i18n: I18n, member: Member, today: string): string {
  const age = describeAge(member.dateOfBirth, today);
  return [i18n._(RELATION_NAMES[member.relation]), age].filter(Boolean).join(' · ');
}
