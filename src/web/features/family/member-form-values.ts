import type { Member, MemberCreate, MemberUpdate } from '@core/contract/family';

export interface MemberFormValues {
  name: string;
  /** '' until chosen; the self member's relation is not editable. */
  relation: Member['relation'] | '';
  /** '' means not given. */
  dateOfBirth: string;
  gender: NonNullable<Member['gender']> | '';
  bloodGroup: NonNullable<Member['bloodGroup']> | '';
  conditions: string[];
  allergies: string[];
  color: Member['color'];
}

export const MEMBER_FORM_FIELDS = [
  'name',
  'relation',
  'dateOfBirth',
  'gender',
  'bloodGroup',
  'conditions',
  'allergies',
  'color',
] as const satisfies readonly (keyof MemberFormValues)[];

/** A new member gets a colour no one in the family has yet, while there is one. */
export function nextFreeColor(
  taken: readonly Member['color'][],
  palette: readonly Member['color'][],
): Member['color'] {
  return (
    palette.find((c) => !taken.includes(c)) ?? palette[taken.length % palette.length] ?? 'blue'
  );
}

export function emptyMemberValues(color: Member['color']): MemberFormValues {
  return {
    name: '',
    relation: '',
    dateOfBirth: '',
    gender: '',
    bloodGroup: '',
    conditions: [],
    allergies: [],
    color,
  };
}

export function memberValues(member: Member): MemberFormValues {
  return {
    name: member.name,
    relation: member.relation,
    dateOfBirth: member.dateOfBirth ?? '',
    gender: member.gender ?? '',
    bloodGroup: member.bloodGroup ?? '',
    conditions: [...member.conditions],
    allergies: [...member.allergies],
    color: member.color,
  };
}

/** The body of POST /api/family-members; an empty choice is sent as null (not given). */
export function toMemberCreate(values: MemberFormValues): MemberCreate {
  return {
    name: values.name,
    // '' is not a relation: the schema answers "Please choose a relation".
    relation: (values.relation || undefined) as MemberCreate['relation'],
    dateOfBirth: values.dateOfBirth || null,
    gender: values.gender || null,
    bloodGroup: values.bloodGroup || null,
    conditions: values.conditions,
    allergies: values.allergies,
    color: values.color,
  };
}

/** PATCH body: everything the form shows; the self member's relation is left alone. */
export function toMemberUpdate(values: MemberFormValues, isSelf: boolean): MemberUpdate {
  const { relation, ...rest } = toMemberCreate(values);
  return isSelf ? rest : { ...rest, relation };
}
