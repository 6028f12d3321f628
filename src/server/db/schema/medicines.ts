import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, rowId, updatedAt } from './columns';
import { accountId, ownedRow } from './owned';

export const medications = pgTable(
  'medications',
  {
    // The account, kept on the row so every query is scoped without a join.
    ...ownedRow(),
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
    refillAlertedAt: at('refill_alerted_at'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medications_user_idx').on(t.userId),
    index('medications_member_idx').on(t.memberId),
  ],
);

export const medicationLogs = pgTable(
  'medication_logs',
  {
    id: rowId(),
    userId: accountId(),
    medicationId: belongsTo('medication_id', () => medications.id),
    scheduledTime: at('scheduled_time').notNull(),
    takenTime: at('taken_time'),
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
    ...ownedRow(),
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
