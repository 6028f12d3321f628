import type { Member } from '@core/contract/family';

/** A family member with nothing but a name filled in, for rendering screens in tests. */
export function testMember(
  id: string,
  name: string,
  isSelf: boolean,
  relation: Member['relation'] = isSelf ? 'self' : 'son',
): Member {
  return {
    id,
    name,
    relation,
    dateOfBirth: null,
    gender: null,
    bloodGroup: null,
    conditions: [],
    allergies: [],
    color: 'blue',
    goalWeightKg: null,
    isSelf,
  };
}
