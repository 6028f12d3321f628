import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { familyMembers, users } from './accounts';

// Every reading keeps its account on the row, so each query is scoped without a join, and
// cascades from its member: deleting a member deletes everything recorded for them.
// Readings taken at an instant are listed newest first, by account or by member, with the time
// they were entered breaking ties: the two indexes below give that order as stored, so a list
// reads only the rows it answers (whatever the planner's statistics, which embedded PGlite never
// gathers on its own). The member index leads with member_id for the cascade from family_members.
// Categories (blood pressure, sugar, BMI) are not stored: they are computed from the numbers on
// every answer, so a change of the rules never leaves stale labels behind.
const owner = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
});
const timedIndexes = (
  prefix: string,
  t: {
    userId: AnyPgColumn;
    memberId: AnyPgColumn;
    measuredAt: AnyPgColumn;
    createdAt: AnyPgColumn;
  },
) => [
  index(`${prefix}_user_measured_idx`).on(t.userId, t.measuredAt, t.createdAt),
  // Member first, then time: the only index that serves "this member's newest readings", so the
  // planner cannot wander the account's whole history through the user index instead (ADR 018).
  index(`${prefix}_member_measured_idx`).on(t.memberId, t.measuredAt, t.createdAt),
];
const stamps = () => ({
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bloodPressureReadings = pgTable(
  'blood_pressure_readings',
  {
    ...owner(),
    systolic: integer('systolic').notNull(),
    diastolic: integer('diastolic').notNull(),
    pulse: integer('pulse'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    arm: text('arm', { enum: ['left', 'right'] }),
    ...stamps(),
  },
  (t) => timedIndexes('bp', t),
);

export const sugarReadings = pgTable(
  'sugar_readings',
  {
    ...owner(),
    /** mg/dL, or % for HbA1c; one decimal is kept (a value typed in mmol/L). */
    value: doublePrecision('value').notNull(),
    type: text('type', {
      enum: ['fasting', 'before_meal', 'after_meal', 'random', 'bedtime', 'hba1c'],
    }).notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => timedIndexes('sugar', t),
);

export const periods = pgTable(
  'periods',
  {
    ...owner(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    flow: text('flow', { enum: ['spotting', 'light', 'medium', 'heavy'] }),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Leaves the cycle that starts with this period out of the prediction. */
    excluded: boolean('excluded').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('periods_user_start_idx').on(t.userId, t.startDate),
    // A period starts once: the same start twice would be a zero-day cycle.
    uniqueIndex('periods_member_start_idx').on(t.memberId, t.startDate),
  ],
);

export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    ...owner(),
    weightKg: doublePrecision('weight_kg').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => timedIndexes('body', t),
);

/** One spectacle prescription: a column per value and eye, so the SPH chart is a plain select. */
export const eyeTests = pgTable(
  'eye_tests',
  {
    ...owner(),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    rightSph: doublePrecision('right_sph').notNull(),
    rightCyl: doublePrecision('right_cyl'),
    rightAxis: integer('right_axis'),
    rightAdd: doublePrecision('right_add'),
    rightAcuity: text('right_acuity'),
    leftSph: doublePrecision('left_sph').notNull(),
    leftCyl: doublePrecision('left_cyl'),
    leftAxis: integer('left_axis'),
    leftAdd: doublePrecision('left_add'),
    leftAcuity: text('left_acuity'),
    /** Pupillary distance, mm. */
    pd: doublePrecision('pd'),
    nextCheckup: date('next_checkup', { mode: 'string' }),
    ...stamps(),
  },
  (t) => [
    index('eye_tests_user_date_idx').on(t.userId, t.testDate),
    index('eye_tests_member_date_idx').on(t.memberId, t.testDate),
  ],
);
