import { describe, expect, it } from 'vitest';
import { memberCreateSchema, memberSchema, memberUpdateSchema } from './family';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('memberCreateSchema', () => {
  it('needs only a name and a relation; the rest become null or empty', () => {
    expect(memberCreateSchema.parse({ name: '  Amma ', relation: 'mother' })).toEqual({
      name: 'Amma',
      relation: 'mother',
      dateOfBirth: null,
      gender: null,
      bloodGroup: null,
      conditions: [],
      allergies: [],
      goalWeightKg: null,
    });
  });
  it('keeps a full member, trimming and de-duplicating the lists', () => {
    const parsed = memberCreateSchema.parse({
      name: 'Rohan',
      relation: 'son',
      dateOfBirth: '2014-05-02',
      gender: 'male',
      bloodGroup: 'AB-',
      conditions: [' Asthma ', 'asthma', 'Myopia'],
      allergies: ['Peanuts'],
      color: 'teal',
    });
    expect(parsed.conditions).toEqual(['Asthma', 'Myopia']);
    expect(parsed.color).toBe('teal');
  });
  it('explains what is wrong', () => {
    const r = memberCreateSchema.safeParse({
      name: ' ',
      relation: 'cousin',
      dateOfBirth: '2999-01-01',
      bloodGroup: 'C+',
      color: '#ff0000',
      conditions: [''],
    });
    expect(messages(r)).toEqual({
      name: 'Please enter a name',
      relation: 'Please choose a relation',
      dateOfBirth: 'Please enter a valid date of birth',
      bloodGroup: 'Please choose a blood group such as B+',
      color: 'Please choose one of the avatar colours',
      'conditions.0': 'A condition cannot be empty',
    });
  });
  it('a second "self" is refused', () => {
    expect(messages(memberCreateSchema.safeParse({ name: 'Me', relation: 'self' }))).toEqual({
      relation: 'You are already in the family as "Self": please choose another relation',
    });
  });
  it.each(['1899-12-31', '2023-02-29', '15/08/1990'])('refuses the birth date %s', (d) => {
    const r = memberCreateSchema.safeParse({ name: 'A', relation: 'father', dateOfBirth: d });
    expect(messages(r)).toEqual({ dateOfBirth: 'Please enter a valid date of birth' });
  });
});

describe('memberUpdateSchema', () => {
  it('changes only the fields sent', () => {
    expect(memberUpdateSchema.parse({ allergies: [] })).toEqual({ allergies: [] });
    expect(memberUpdateSchema.parse({ dateOfBirth: null })).toEqual({ dateOfBirth: null });
  });
  it('refuses an empty update', () => {
    expect(memberUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('goal weight', () => {
  const goal = (goalWeightKg: unknown) => memberUpdateSchema.safeParse({ goalWeightKg });
  it.each([
    [0.5, 0.5],
    [350, 350],
    [62.4, 62.4],
    [62.45, 62.5],
    [70.04, 70],
  ])('keeps %s kg as %s (one decimal)', (sent, kept) => {
    expect(goal(sent).data).toEqual({ goalWeightKg: kept });
  });
  it('clears with null; leaves it alone when not sent', () => {
    expect(goal(null).data).toEqual({ goalWeightKg: null });
    expect(memberUpdateSchema.parse({ name: 'Amma' })).toEqual({ name: 'Amma' });
  });
  it.each([0.4, 350.1, 0, -60, Number.NaN, '70', true])('refuses %s', (sent) => {
    expect(messages(goal(sent))).toEqual({
      goalWeightKg: 'Enter a goal weight between 0.5 and 350 kg',
    });
  });
  it('is settable on create', () => {
    const parsed = memberCreateSchema.parse({ name: 'A', relation: 'father', goalWeightKg: 72 });
    expect(parsed.goalWeightKg).toBe(72);
  });
});

describe('memberSchema', () => {
  it('is the PRODUCT §3 member shape', () => {
    const member = {
      id: 'm1',
      name: 'Priya',
      relation: 'self',
      dateOfBirth: null,
      gender: 'female',
      bloodGroup: 'O+',
      conditions: [],
      allergies: ['Sulfa'],
      color: 'blue',
      goalWeightKg: 58.5,
      isSelf: true,
    };
    expect(memberSchema.parse(member)).toEqual(member);
  });
});
