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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { ownedRow } from './owned';

// Every reading keeps its account on the row, so each query is scoped without a join, and
// cascades from its member: deleting a member deletes everything recorded for them.
// Readings taken at an instant are listed newest first, by account or by member, with the time
// they were entered breaking ties: the two indexes below give that order as stored, so a list
// reads only the rows it answers (whatever the planner's statistics, which embedded PGlite never
// gathers on its own). The member index leads with member_id for the cascade from family_members.
// Categories (blood pressure, sugar, BMI) are not stored: they are computed from the numbers on
// every answer, so a change of the rules never leaves stale labels behind.
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bloodPressureReadings = pgTable(
  'blood_pressure_readings',
  {
    ...ownedRow(),
    systolic: integer('systolic').notNull(),
    diastolic: integer('diastolic').notNull(),
    pulse: integer('pulse'),
    measuredAt: at('measured_at').notNull(),
    arm: text('arm', { enum: ['left', 'right'] }),
    ...stamps(),
  },
  (t) => timedIndexes('bp', t),
);

export const sugarReadings = pgTable(
  'sugar_readings',
  {
    ...ownedRow(),
    /** mg/dL, or % for HbA1c; one decimal is kept (a value typed in mmol/L). */
    value: doublePrecision('value').notNull(),
    type: text('type', {
      enum: ['fasting', 'before_meal', 'after_meal', 'random', 'bedtime', 'hba1c'],
    }).notNull(),
    measuredAt: at('measured_at').notNull(),
    ...stamps(),
  },
  (t) => timedIndexes('sugar', t),
);

export const periods = pgTable(
  'periods',
  {
    ...ownedRow(),
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
    ...ownedRow(),
    weightKg: doublePrecision('weight_kg').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    measuredAt: at('measured_at').notNull(),
    ...stamps(),
  },
  (t) => timedIndexes('body', t),
);

/** One spectacle prescription: a column per value and eye, so the SPH chart is a plain select. */
export const eyeTests = pgTable(
  'eye_tests',
  {
    ...ownedRow(),
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
