import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import type { Member } from '@core/contract/family';
import { describeAge } from './age';

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

/** 'Mother · 62 years'. */
export function memberSubtitle(i18n: I18n, member: Member, today: string): string {
  const age = describeAge(member.dateOfBirth, today);
  return [i18n._(RELATION_NAMES[member.relation]), age].filter(Boolean).join(' · ');
}
