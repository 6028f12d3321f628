import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TextParams } from '@core/contract/common';
import { NOTIFICATION_CODES, NOTIFICATION_TYPES } from '@core/contract/prescriptions';
import { familyMembers, users } from './accounts';
import { caregivers } from './caregivers';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The account, kept on the row so every query is scoped without a join.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dosage: text('dosage').notNull(),
    frequency: text('frequency').notNull(),
    instructions: text('instructions').notNull().default(''),
    withFood: boolean('with_food').notNull().default(false),
    color: text('color', { enum: ['blue', 'purple', 'green'] })
      .notNull()
      .default('blue'),
    /** Local 'HH:mm' in the account's time zone. */
    times: text('times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weekdays: integer('weekdays').array(),
    asNeeded: boolean('as_needed').notNull().default(false),
    quantities: real('quantities').array(),
    everyHours: integer('every_hours'),
    notation: text('notation'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    stock: real('stock'),
    refillThreshold: integer('refill_threshold').notNull().default(7),
    /** Set when a refill alert was raised; cleared when stock is topped up. */
    refillAlertedAt: timestamp('refill_alerted_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medications_user_idx').on(t.userId),
    index('medications_member_idx').on(t.memberId),
  ],
);

export const medicationLogs = pgTable(
  'medication_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    takenTime: timestamp('taken_time', { withTimezone: true }),
    status: text('status', { enum: ['taken', 'missed', 'added'] }).notNull(),
    /** Tablets this log took from stock, so that undoing it can give them back. */
    quantity: real('quantity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A dose is logged once: taken or missed, never both, never twice.
    uniqueIndex('medication_logs_one_per_dose_idx')
      .on(t.medicationId, t.scheduledTime)
      .where(sql`${t.status} <> 'added'`),
    index('medication_logs_user_created_idx').on(t.userId, t.createdAt),
    index('medication_logs_user_scheduled_idx').on(t.userId, t.scheduledTime),
  ],
);

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the file store keeps it; never derived from the client's file name. */
    storageKey: text('storage_key').notNull().unique(),
    /** What OCR read from it on the phone (ADR 036), for search; null until read. */
    extractedText: text('extracted_text'),
    createdAt: createdAt(),
  },
  (t) => [index('prescriptions_user_idx').on(t.userId, t.createdAt)],
);

/** In-app notifications the server raises (refill and caregiver alerts), read by the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    medicationId: uuid('medication_id').references(() => medications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The alert's code and figures, for the client's own words (ADR 026); null on older rows. */
    code: text('code', { enum: NOTIFICATION_CODES }),
    params: jsonb('params').$type<TextParams>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A caregiver's alert goes with the caregiver link: ending it removes what it showed. */
    caregiverLinkId: uuid('caregiver_link_id').references(() => caregivers.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** One row per job run slot: whoever inserts it runs the job, so a slot runs once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);
