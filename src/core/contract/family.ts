import * as z from 'zod/mini';
import { BODY_LIMITS } from '../health/bmi';
import { isCalendarDate } from '../health/calendar-date';
import { inRange } from '../health/field-issue';
import { roundTo } from '../health/round';
import { calendarDateSchema, latestAllowedDate } from './health';

/** PRODUCT §3. "self" is the account holder, made at sign-up; there is one per account. */
export const RELATIONS = [
  'self',
  'spouse',
  'father',
  'mother',
  'son',
  'daughter',
  'brother',
  'sister',
  'grandparent',
  'other',
] as const;
export type Relation = (typeof RELATIONS)[number];

export const GENDERS = ['female', 'male', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** Avatar colours by name, so the palette can follow the theme; 'blue' is the database default. */
export const MEMBER_COLORS = [
  'blue',
  'purple',
  'green',
  'teal',
  'orange',
  'pink',
  'red',
  'amber',
] as const;

const DOB_MESSAGE = 'Please enter a valid date of birth';
const name = z
  .string({ error: 'Please enter a name' })
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a name'),
    z.maxLength(50, 'Name must be at most 50 characters'),
  );
const relation = z.enum(RELATIONS, { error: 'Please choose a relation' });
const dateOfBirth = calendarDateSchema(DOB_MESSAGE).check(
  z.refine(
    (v) => !isCalendarDate(v) || (v >= '1900-01-01' && v <= latestAllowedDate()),
    DOB_MESSAGE,
  ),
);

const { min: GOAL_MIN, max: GOAL_MAX } = BODY_LIMITS.weightKg;
export const GOAL_WEIGHT_MESSAGE = `Enter a goal weight between ${GOAL_MIN} and ${GOAL_MAX} kg`;
/** PRODUCT §5: the weight a member aims for, in kg to 0.1 (what a home scale shows). */
const goalWeightKg = z.pipe(
  z
    .number({ error: GOAL_WEIGHT_MESSAGE })
    .check(z.refine((v) => inRange(v, GOAL_MIN, GOAL_MAX), GOAL_WEIGHT_MESSAGE)),
  z.transform((v: number) => roundTo(v, 1)),
);

/** Free text ("Diabetes", "Penicillin"), trimmed; the same entry twice is kept once. */
const textList = (what: string, plural: string) =>
  z.pipe(
    z
      .array(
        z
          .string({ error: `Each ${what} must be text` })
          .check(
            z.trim(),
            z.minLength(1, `A ${what} cannot be empty`),
            z.maxLength(100, `Each ${what} must be at most 100 characters`),
          ),
        { error: `Please list the ${plural}` },
      )
      .check(z.maxLength(30, `At most 30 ${plural}`)),
    z.transform((list: string[]) => {
      const seen = new Set<string>();
      return list.filter((v) => {
        const key = v.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
  );

/** A missing optional field becomes null. */
const orNull = <T extends z.core.$ZodType>(s: T) =>
  z.pipe(
    z.nullish(s),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );

const memberFields = z.object({
  name,
  relation,
  dateOfBirth: orNull(dateOfBirth),
  gender: orNull(z.enum(GENDERS, { error: 'Please choose female, male or other' })),
  bloodGroup: orNull(z.enum(BLOOD_GROUPS, { error: 'Please choose a blood group such as B+' })),
  conditions: z._default(textList('condition', 'conditions'), []),
  allergies: z._default(textList('allergy', 'allergies'), []),
  color: z.enum(MEMBER_COLORS, { error: 'Please choose one of the avatar colours' }),
  goalWeightKg: orNull(goalWeightKg),
});

/** The colour is optional: the server picks the next unused one. */
export const memberCreateSchema = z.partial(memberFields, { color: true }).check(
  z.refine(
    (v) => v.relation !== 'self',
    // The self member is made at sign-up; a second one would make "my readings" ambiguous.
    {
      message: 'You are already in the family as "Self": please choose another relation',
      path: ['relation'],
    },
  ),
);

/**
 * Only the fields sent change; a list sent replaces the old list. The server refuses to change the
 * self member's relation or give another member the relation "self".
 */
export const memberUpdateSchema = z
  .partial(
    z.extend(memberFields, {
      conditions: textList('condition', 'conditions'),
      allergies: textList('allergy', 'allergies'),
    }),
  )
  .check(z.refine((v) => Object.keys(v).length > 0, 'Nothing to update'));

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(RELATIONS),
  dateOfBirth: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  bloodGroup: z.nullable(z.enum(BLOOD_GROUPS)),
  conditions: z.array(z.string()),
  allergies: z.array(z.string()),
  color: z.enum(MEMBER_COLORS),
  goalWeightKg: z.nullable(z.number()),
  isSelf: z.boolean(),
});

export type MemberCreate = z.input<typeof memberCreateSchema>;
export type MemberUpdate = z.input<typeof memberUpdateSchema>;
export type Member = z.infer<typeof memberSchema>;
