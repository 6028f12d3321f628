import { describe, expect, it } from 'vitest';
import { MEMBER_COLORS, memberCreateSchema, type Member } from '@core/contract/family';
import {
  emptyMemberValues,
  memberValues,
  nextFreeColor,
  toMemberCreate,
  toMemberUpdate,
} from './member-form-values';

const self: Member = {
  id: 'm1',
  name: 'Priya',
  relation: 'self',
  dateOfBirth: null,
  gender: null,
  bloodGroup: null,
  conditions: [],
  allergies: [],
  color: 'blue',
  goalWeightKg: null,
  isSelf: true,
};

describe('member form values', () => {
  it('sends empty choices as null and passes the contract', () => {
    const body = toMemberCreate({ ...emptyMemberValues('teal'), name: 'Amma', relation: 'mother' });
    expect(body).toEqual({
      name: 'Amma',
      relation: 'mother',
      dateOfBirth: null,
      gender: null,
      bloodGroup: null,
      conditions: [],
      allergies: [],
      color: 'teal',
    });
    expect(memberCreateSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the relation out of the self member’s update', () => {
    const update = toMemberUpdate({ ...memberValues(self), bloodGroup: 'B+' }, true);
    expect(update).not.toHaveProperty('relation');
    expect(update.bloodGroup).toBe('B+');
    expect(
      toMemberUpdate(memberValues({ ...self, relation: 'son', isSelf: false }), false).relation,
    ).toBe('son');
  });

  it('picks the first colour no member has, then cycles', () => {
    expect(nextFreeColor(['blue', 'purple'], MEMBER_COLORS)).toBe('green');
    expect(nextFreeColor([...MEMBER_COLORS], MEMBER_COLORS)).toBe('blue');
  });
});
