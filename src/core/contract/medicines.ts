import * as z from 'zod/mini';
import { LOG_STATUSES } from '../medicines/dose-status';
import { NOTATION_MESSAGES } from '../medicines/notation';
import { DEFAULT_REFILL_THRESHOLD_DAYS, MAX_REFILL_THRESHOLD_DAYS } from '../medicines/refill';
import { MAX_TIMES_PER_DAY, TIME_PATTERN } from '../medicines/schedule';
import {
  resolveSchedule,
  SCHEDULE_PRESETS,
  scheduleSources,
  type ScheduleInput,
} from '../medicines/schedule-input';
import { isoInstant, isSaneCalendarDate } from './dates';
import { ceilingPriceSchema } from './prices';
import { MEDICATION_COLORS, MEDICATION_MESSAGES } from './medicines-rules';

export * from './medicines-rules';

const M = MEDICATION_MESSAGES;

const timeOfDay = z.string({ error: M.time }).check(z.regex(TIME_PATTERN, M.time));

/** The shape, a real day and the years the app accepts (dates.ts): one check, one message. */
const calendarDay = (message: string) =>
  z.string({ error: message }).check(z.refine(isSaneCalendarDate, message));

/** Trimmed text of at most `max` characters; `required` also refuses blank text. */
const text = (max: number, tooLong: string, required?: string) =>
  z
    .string({ error: required ?? tooLong })
    .check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong));

/** A whole number from `min` to `max`, one message for every mistake. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));

/**
 * The editable fields without defaults: zod 4 applies a default even inside z.partial(), so the
 * update schema must start from here or a PATCH of one field would reset the others.
 */
const editableFields = {
  memberId: z.uuid({ error: M.member }),
  name: text(100, M.nameLong, M.name),
  dosage: text(100, M.dosageLong, M.dosage),
  /** Derived from the schedule when omitted. */
  frequency: text(100, M.frequencyLong),
  instructions: text(500, M.instructionsLong),
  withFood: z.boolean({ error: M.withFood }),
  color: z.enum(MEDICATION_COLORS, { error: M.color }),
  times: z
    .array(timeOfDay, { error: M.time })
    .check(z.maxLength(MAX_TIMES_PER_DAY, M.tooManyTimes)),
  /** "1-0-1", "BD", "1-0-1 after food". */
  notation: text(60, NOTATION_MESSAGES.invalid),
  preset: z.enum(SCHEDULE_PRESETS, { error: M.preset }),
  intervalHours: z.int({ error: M.intervalHours }),
  intervalStart: timeOfDay,
  /** 0 = Sunday … 6 = Saturday; null means every day. */
  weekdays: z.nullable(
    z.array(wholeNumber(0, 6, M.weekday), { error: M.weekday }).check(z.maxLength(7, M.weekday)),
  ),
  startDate: calendarDay(M.startDate),
  /** Inclusive; null means no end (not a course). */
  endDate: z.nullable(calendarDay(M.endDate)),
  /** Tablets in hand; null means not tracked. */
  stock: z.nullable(wholeNumber(0, 100_000, M.stock)),
  refillThreshold: wholeNumber(0, MAX_REFILL_THRESHOLD_DAYS, M.refillThreshold),
  notes: text(1000, M.notesLong),
  active: z.boolean({ error: M.active }),
};

type Draft = ScheduleInput & { startDate?: string; endDate?: string | null };

/** One schedule source, and it must make sense; an end date not before the start date. */
function checkMedication(
  draft: Draft,
  ctx: z.core.$RefinementCtx<unknown>,
  scheduleRequired: boolean,
): void {
  if (scheduleRequired || scheduleSources(draft).length > 0) {
    const resolved = resolveSchedule(draft);
    if (!resolved.ok)
      ctx.addIssue({ code: 'custom', path: [resolved.field], message: resolved.message });
  }
  if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  }
}

const f = editableFields;

const CHECKED_TOGETHER = new Set<PropertyKey>([
  'times',
  'notation',
  'preset',
  'intervalHours',
  'intervalStart',
  'weekdays',
  'startDate',
  'endDate',
]);

/**
 * Run the cross-field checks even when another field (say the name) is wrong, so a form shows
 * every problem at once; but only when the fields they read parsed cleanly.
 */
const whenFieldsParsed = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    payload.issues.every((i) => {
      const key = i.path?.[0];
      return key !== undefined && !CHECKED_TOGETHER.has(key);
    }),
};

/**
 * POST /api/medications and the add form. The schedule is one of `times`, `notation` or
 * `preset` (+ `intervalHours`, `intervalStart`), with optional `weekdays`; the server builds it
 * with resolveSchedule. memberId defaults to the self member and startDate to the user's today.
 */
export const medicationCreateSchema = z
  .object(
    {
      memberId: z.optional(f.memberId),
      name: f.name,
      dosage: f.dosage,
      frequency: z.optional(f.frequency),
      instructions: z._default(f.instructions, ''),
      withFood: z._default(f.withFood, false),
      color: z._default(f.color, 'blue'),
      times: z.optional(f.times),
      notation: z.optional(f.notation),
      preset: z.optional(f.preset),
      intervalHours: z.optional(f.intervalHours),
      intervalStart: z.optional(f.intervalStart),
      weekdays: z.optional(f.weekdays),
      startDate: z.optional(f.startDate),
      endDate: z.optional(f.endDate),
      stock: z.optional(f.stock),
      refillThreshold: z._default(f.refillThreshold, DEFAULT_REFILL_THRESHOLD_DAYS),
      notes: z._default(f.notes, ''),
      active: z._default(f.active, true),
    },
    { error: M.medicationBody },
  )
  .check(z.superRefine((v, ctx) => checkMedication(v, ctx, true), whenFieldsParsed));
export type MedicationCreateInput = z.input<typeof medicationCreateSchema>;
export type MedicationCreate = z.output<typeof medicationCreateSchema>;

/**
 * PATCH /api/medications/:id takes any editable field. A new schedule replaces the old one; weekdays
 * alone change the days of the stored schedule; the server checks endDate against the stored
 * startDate when only one of them is sent.
 */
export const medicationUpdateSchema = z
  .partial(z.object(editableFields, { error: M.medicationBody }))
  .check(
    z.superRefine((v, ctx) => {
      if (Object.keys(v).length === 0)
        ctx.addIssue({ code: 'custom', path: [], message: M.nothingToUpdate });
      checkMedication(v, ctx, false);
    }, whenFieldsParsed),
  );
export type MedicationUpdateInput = z.input<typeof medicationUpdateSchema>;
export type MedicationUpdate = z.output<typeof medicationUpdateSchema>;

/** GET /api/medications?memberId= */
export const medicationListQuerySchema = z.object({ memberId: z.optional(f.memberId) });

/** A medication as the API answers it: the issue's contract plus the stored schedule. */
export const medicationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  name: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  instructions: z.string(),
  withFood: z.boolean(),
  color: z.enum(MEDICATION_COLORS),
  /** Local 'HH:mm' in the user's zone; empty for as-needed. */
  times: z.array(z.string()),
  weekdays: z.nullable(z.array(z.int())),
  asNeeded: z.boolean(),
  /** Tablets per dose, one per time; null means one each. */
  quantities: z.nullable(z.array(z.number())),
  notation: z.nullable(z.string()),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  /** Halves are possible once a ½ dose is taken. */
  stock: z.nullable(z.number()),
  refillThreshold: z.int(),
  notes: z.string(),
  active: z.boolean(),
  /** ISO instant of the next dose; null when as needed, paused or the course has ended. */
  nextDoseAt: z.nullable(z.string()),
  /** NPPA ceiling(s) of its salt, strength and form (name + dosage); empty when none match. */
  ceilings: z.array(ceilingPriceSchema),
});
export type Medication = z.infer<typeof medicationSchema>;

/** POST /api/medication-logs (spec §7): taking lowers stock; a dose is logged once. */
export const medicationLogCreateSchema = z
  .object(
    {
      medicationId: z.uuid({ error: M.medication }),
      scheduledTime: isoInstant(M.scheduledTime),
      takenTime: z.pipe(
        z.nullish(isoInstant(M.takenTime)),
        z.transform((v: string | null | undefined) => v ?? null),
      ),
      status: z.enum(LOG_STATUSES, { error: M.status }),
    },
    { error: M.logBody },
  )
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'missed' && v.takenTime !== null) {
        ctx.addIssue({ code: 'custom', path: ['takenTime'], message: M.missedTaken });
      }
    }),
  );
export type MedicationLogCreateInput = z.input<typeof medicationLogCreateSchema>;
export type MedicationLogCreate = z.output<typeof medicationLogCreateSchema>;

export const medicationLogSchema = z.object({
  id: z.string(),
  medicationId: z.string(),
  scheduledTime: z.string(),
  takenTime: z.nullable(z.string()),
  status: z.enum(LOG_STATUSES),
  createdAt: z.string(),
  /** For Recent Activity, so the list needs no second call. */
  medicationName: z.optional(z.string()),
  dosage: z.optional(z.string()),
});
export type MedicationLog = z.infer<typeof medicationLogSchema>;

/** One of Home's Next Medications: a dose, named by its medication's id (spec §3). */
export const upcomingMedicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  dosage: z.string(),
  instructions: z.string(),
  withFood: z.boolean(),
  color: z.enum(MEDICATION_COLORS),
  scheduledTime: z.string(),
});
export type UpcomingMedication = z.infer<typeof upcomingMedicationSchema>;

const count = z.int().check(z.gte(0));

/** GET /api/statistics (spec §3), for doses scheduled on the user's today. */
export const statisticsSchema = z.object({
  progressPercentage: z.int().check(z.gte(0), z.lte(100)),
  takenToday: count,
  /** Doses scheduled today (PRODUCT §4), not a count of medicines. */
  totalMedications: count,
  missedToday: count,
  pendingToday: count,
  upcomingMedications: z.array(upcomingMedicationSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** GET /api/medication-reminders answers an array of these (spec §3 + scheduledTime). */
export const medicationReminderSchema = z.object({
  medicationId: z.string(),
  medicationName: z.string(),
  dosage: z.string(),
  instructions: z.optional(z.string()),
  scheduledTime: z.string(),
});
export type MedicationReminder = z.infer<typeof medicationReminderSchema>;
export const medicationRemindersSchema = z.array(medicationReminderSchema);

/**
 * GET /api/subscription: whether premium holds now, its plan and the paid period's end; `offer`
 * is the plan on sale (price from the server's plans table), for /subscribe.
 */
export const subscriptionSchema = z.object({
  isSubscribed: z.boolean(),
  plan: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
  offer: z.optional(
    z.object({
      planId: z.string(),
      amountPaise: z.number(),
      currency: z.string(),
      months: z.number(),
    }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
