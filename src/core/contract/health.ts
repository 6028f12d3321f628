import * as z from 'zod/mini';
import { BMI_CATEGORIES, bodyIssues } from '../health/bmi';
import { BP_CATEGORIES, bloodPressureIssues } from '../health/blood-pressure';
import { daysBetween, isCalendarDate } from '../health/calendar-date';
import { isoInstant, isSaneCalendarDate, type YearRule } from './dates';
import { CYCLE_RULES } from '../health/cycle';
import { eyeIssues, pdIssue } from '../health/eyesight';
import type { FieldIssue } from '../health/field-issue';
import { SUGAR_CATEGORIES, SUGAR_TYPES, sugarValueIssue } from '../health/sugar';

// Cross-field rules live in core/health and run here on create. On a PATCH they run on the fields
// sent; the service must run the same core function again on the stored row merged with the patch
// (bloodPressureIssues, sugarValueIssue, bodyIssues, eyeIssues), since a patch of one field can
// break a rule with another. Answers reuse the create fields, so one schema describes a reading
// from form to database and back.

type Ctx = z.core.$RefinementCtx;
function addIssues(ctx: Ctx, issues: FieldIssue[], prefix: string[] = []): void {
  for (const i of issues)
    ctx.addIssue({ code: 'custom', message: i.message, path: [...prefix, i.field] });
}
const nonEmpty = (v: object) => Object.keys(v).length > 0;
const NOTHING = 'Nothing to update';

/** A YYYY-MM-DD date that exists, in the years the app accepts (dates.ts). */
export const calendarDateSchema = (message = 'Please enter a valid date', rule?: YearRule) =>
  z.string({ error: message }).check(z.refine((v) => isSaneCalendarDate(v, rule), message));

/** Today at the latest, with a day of slack: India is up to 5.5 hours ahead of UTC. */
export function latestAllowedDate(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}
export const pastDateSchema = (message: string, futureMessage: string) =>
  calendarDateSchema(message, { pastOnly: true }).check(
    z.refine(
      // zod runs every check: a date that does not exist already has its own message.
      (v) => !isCalendarDate(v) || v <= latestAllowedDate(),
      futureMessage,
    ),
  );

/** Phones' clocks drift a few minutes; a reading later than that is a typing slip. */
const FUTURE_SLACK_MS = 15 * 60_000;
export const measuredAtSchema = isoInstant('Please enter a valid date and time', {
  pastOnly: true,
}).check(
  z.refine(
    (v) => !(Date.parse(v) > Date.now() + FUTURE_SLACK_MS),
    'The time cannot be in the future',
  ),
);

export const memberIdSchema = z.uuid({ error: 'Please choose a family member' });
const notes = z.pipe(
  z.nullish(
    z
      .string({ error: 'Notes must be text' })
      .check(z.trim(), z.maxLength(1000, 'Notes must be at most 1000 characters')),
  ),
  z.transform((v: string | null | undefined) => v || null),
);
const nullish = <T extends z.core.$ZodType>(s: T) =>
  z.pipe(
    z.nullish(s),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );

/** `?memberId=&from=&to=` on every list; from/to are dates (whole days) or ISO times. */
const BOUND_MESSAGE = 'Please enter a valid date';
const bound = z.union([calendarDateSchema(BOUND_MESSAGE), isoInstant(BOUND_MESSAGE)], {
  error: BOUND_MESSAGE,
});
const LIMIT_MESSAGE = 'The limit must be a whole number from 1 to 1000';
export const healthListQuerySchema = z
  .object({
    memberId: z.optional(memberIdSchema),
    from: z.optional(bound),
    to: z.optional(bound),
    // Five years of daily readings is ~1,800 rows: a list is paged, never the whole history.
    limit: z.optional(
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .check(
          z.int(LIMIT_MESSAGE),
          z.gte(1, LIMIT_MESSAGE),
          z.lte(1000, 'At most 1000 at a time'),
        ),
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || !(Date.parse(q.from) > Date.parse(q.to)), {
      message: 'The start of the range must be before its end',
      path: ['to'],
    }),
  );
export type HealthListQuery = z.infer<typeof healthListQuerySchema>;

// ---------- Blood pressure ----------
const bloodPressureFields = z.object({
  memberId: memberIdSchema,
  systolic: z.number({ error: 'Enter the top number (systolic)' }),
  diastolic: z.number({ error: 'Enter the bottom number (diastolic)' }),
  pulse: nullish(z.number({ error: 'Pulse must be a number' })),
  measuredAt: measuredAtSchema,
  arm: nullish(z.enum(['left', 'right'], { error: 'Arm must be left or right' })),
  notes,
});
export const bloodPressureCreateSchema = bloodPressureFields.check(
  z.superRefine((v, ctx) => addIssues(ctx, bloodPressureIssues(v))),
);
export const bloodPressureUpdateSchema = z.partial(bloodPressureFields).check(
  z.superRefine((v, ctx) => addIssues(ctx, bloodPressureIssues(v))),
  z.refine(nonEmpty, NOTHING),
);
export const bloodPressureSchema = z.extend(bloodPressureFields, {
  id: z.string(),
  category: z.enum(BP_CATEGORIES),
});
export type BloodPressureCreate = z.input<typeof bloodPressureCreateSchema>;
export type BloodPressureUpdate = z.input<typeof bloodPressureUpdateSchema>;
export type BloodPressureReading = z.infer<typeof bloodPressureSchema>;

// ---------- Sugar (value in mg/dL; HbA1c in %) ----------
const sugarFields = z.object({
  memberId: memberIdSchema,
  value: z.number({ error: 'Enter the sugar value' }),
  type: z.enum(SUGAR_TYPES, { error: 'Please choose when the sugar was measured' }),
  measuredAt: measuredAtSchema,
  notes,
});
const sugarCheck = (v: { value?: number; type?: (typeof SUGAR_TYPES)[number] }, ctx: Ctx) => {
  const message = v.value !== undefined && v.type ? sugarValueIssue(v.value, v.type) : null;
  if (message) ctx.addIssue({ code: 'custom', message, path: ['value'] });
};
export const sugarCreateSchema = sugarFields.check(z.superRefine(sugarCheck));
export const sugarUpdateSchema = z
  .partial(sugarFields)
  .check(z.superRefine(sugarCheck), z.refine(nonEmpty, NOTHING));
export const sugarSchema = z.extend(sugarFields, {
  id: z.string(),
  category: z.enum(SUGAR_CATEGORIES),
});
export type SugarCreate = z.input<typeof sugarCreateSchema>;
export type SugarUpdate = z.input<typeof sugarUpdateSchema>;
export type SugarReading = z.infer<typeof sugarSchema>;

// ---------- Periods ----------
export const PERIOD_FLOWS = ['spotting', 'light', 'medium', 'heavy'] as const;
const symptoms = z
  .array(
    z
      .string({ error: 'Each symptom must be text' })
      .check(
        z.trim(),
        z.minLength(1, 'A symptom cannot be empty'),
        z.maxLength(50, 'Each symptom must be at most 50 characters'),
      ),
    { error: 'Symptoms must be a list' },
  )
  .check(z.maxLength(20, 'At most 20 symptoms'));
const excluded = z.boolean({ error: 'Excluded must be true or false' });
const periodFields = z.object({
  memberId: memberIdSchema,
  startDate: pastDateSchema(
    'Please enter a valid start date',
    'The start date cannot be in the future',
  ),
  endDate: nullish(
    pastDateSchema('Please enter a valid end date', 'The end date cannot be in the future'),
  ),
  flow: nullish(z.enum(PERIOD_FLOWS, { error: 'Flow must be spotting, light, medium or heavy' })),
  symptoms: z._default(symptoms, []),
  notes,
  excluded: z._default(excluded, false),
});
const periodCheck = (v: { startDate?: string; endDate?: string | null }, ctx: Ctx) => {
  if (!v.startDate || !v.endDate || !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate)) {
    return;
  }
  const days = daysBetween(v.startDate, v.endDate);
  if (days < 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'The end date cannot be before the start date',
      path: ['endDate'],
    });
  } else if (days + 1 > CYCLE_RULES.maxPeriodDays) {
    const message = `A period can last at most ${CYCLE_RULES.maxPeriodDays} days: please check the end date`;
    ctx.addIssue({ code: 'custom', message, path: ['endDate'] });
  }
};
export const periodCreateSchema = periodFields.check(z.superRefine(periodCheck));
// Not a partial of the defaults: an update that leaves symptoms out must not clear them.
export const periodUpdateSchema = z
  .partial(z.extend(periodFields, { symptoms, excluded }))
  .check(z.superRefine(periodCheck), z.refine(nonEmpty, NOTHING));
export const periodSchema = z.extend(periodFields, { id: z.string() });
export type PeriodCreate = z.input<typeof periodCreateSchema>;
export type PeriodUpdate = z.input<typeof periodUpdateSchema>;
export type Period = z.infer<typeof periodSchema>;

export const periodPredictionQuerySchema = z.object({ memberId: memberIdSchema });
export const periodPredictionSchema = z.object({
  nextStart: z.nullable(z.string()),
  windowStart: z.nullable(z.string()),
  windowEnd: z.nullable(z.string()),
  ovulation: z.nullable(z.string()),
  fertileStart: z.nullable(z.string()),
  fertileEnd: z.nullable(z.string()),
  averageCycleLength: z.nullable(z.number()),
  irregular: z.nullable(z.boolean()),
  daysUntilDue: z.nullable(z.number()),
  cyclesUsed: z.nullable(z.number()),
});
/** Spec §3; daysUntilDue is null when nothing is logged (shouldRemind is then false). */
export const periodReminderSchema = z.object({
  shouldRemind: z.boolean(),
  daysUntilDue: z.nullable(z.number()),
});
/** Spec §3 health reminder. */
export const healthReminderSchema = z.object({
  type: z.enum(['blood_pressure', 'sugar_test']),
  memberId: z.optional(z.string()),
});

// ---------- Body (weight and height) ----------
const bodyFields = z.object({
  memberId: memberIdSchema,
  weightKg: z.number({ error: 'Enter the weight in kg' }),
  heightCm: z.number({ error: 'Enter the height in cm' }),
  measuredAt: measuredAtSchema,
  notes,
});
export const bodyCreateSchema = bodyFields.check(
  z.superRefine((v, ctx) => addIssues(ctx, bodyIssues(v))),
);
export const bodyUpdateSchema = z.partial(bodyFields).check(
  z.superRefine((v, ctx) => addIssues(ctx, bodyIssues(v))),
  z.refine(nonEmpty, NOTHING),
);
export const bodySchema = z.extend(bodyFields, {
  id: z.string(),
  bmi: z.number(),
  // Null for a member under 18 (bmiAppliesToAge): adult cut-offs would mislabel a child.
  category: z.nullable(z.enum(BMI_CATEGORIES)),
});
export type BodyCreate = z.input<typeof bodyCreateSchema>;
export type BodyUpdate = z.input<typeof bodyUpdateSchema>;
export type BodyMeasurement = z.infer<typeof bodySchema>;

// ---------- Eye test ----------
const dioptres = (label: string) => z.number({ error: `${label} must be a number` });
export const eyeSchema = z
  .object({
    sph: z.number({ error: 'Enter SPH (use 0 for plano)' }),
    cyl: nullish(dioptres('CYL')),
    axis: nullish(z.number({ error: 'AXIS must be a number' })),
    add: nullish(dioptres('ADD')),
    acuity: nullish(z.string({ error: 'Please choose the vision, such as 6/6' })),
  })
  .check(z.superRefine((v, ctx) => addIssues(ctx, eyeIssues(v))));
const eyeTestFields = z.object({
  memberId: memberIdSchema,
  testDate: pastDateSchema(
    'Please enter a valid test date',
    'The test date cannot be in the future',
  ),
  right: eyeSchema,
  left: eyeSchema,
  pd: nullish(z.number({ error: 'PD must be a number' })),
  nextCheckup: nullish(calendarDateSchema('Please enter a valid check-up date')),
  notes,
});
const eyeTestCheck = (
  v: { testDate?: string; pd?: number | null; nextCheckup?: string | null },
  ctx: Ctx,
) => {
  const pd = v.pd == null ? null : pdIssue(v.pd);
  if (pd) ctx.addIssue({ code: 'custom', message: pd, path: ['pd'] });
  if (v.testDate && v.nextCheckup && v.nextCheckup <= v.testDate) {
    const message = 'The next check-up must be after the test date';
    ctx.addIssue({ code: 'custom', message, path: ['nextCheckup'] });
  }
};
export const eyeTestCreateSchema = eyeTestFields.check(z.superRefine(eyeTestCheck));
export const eyeTestUpdateSchema = z
  .partial(eyeTestFields)
  .check(z.superRefine(eyeTestCheck), z.refine(nonEmpty, NOTHING));
export const eyeTestSchema = z.extend(eyeTestFields, { id: z.string() });
export type EyeTestCreate = z.input<typeof eyeTestCreateSchema>;
export type EyeTestUpdate = z.input<typeof eyeTestUpdateSchema>;
export type EyeTest = z.infer<typeof eyeTestSchema>;
