import { sql } from 'drizzle-orm';
import {
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  language: text('language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The policies' version (core/policies POLICY_VERSION) this account last accepted; null: none. */
  policyVersion: integer('policy_version'),
  /** When it accepted that version (DPDP Act 2023: consent is recorded with its time). */
  policyAcceptedAt: timestamp('policy_accepted_at', { withTimezone: true }),
  /** Set by an admin (ADR 034): the account cannot sign in and has no sessions; null: enabled. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a SHA-256 of the cookie's token is stored: a leaked table signs nobody in.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the password was last entered in this session (sign-in, or an admin's re-entry: ADR 034). */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, kept in the database so every process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    bloodGroup: text('blood_group'),
    conditions: text('conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    color: text('color').notNull().default('blue'),
    /** PRODUCT §5: the weight the member aims for, kg to 0.1; null when none is set. */
    goalWeightKg: doublePrecision('goal_weight_kg'),
    isSelf: boolean('is_self').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_members_user_id_idx').on(t.userId),
    // One self member per account.
    uniqueIndex('family_members_one_self_idx')
      .on(t.userId)
      .where(sql`${t.isSelf}`),
  ],
);

/**
 * Optional processing the account has allowed or withdrawn (/data-privacy). No row means the
 * defaults (both on); a row is written on the first change.
 */
export const privacyChoices = pgTable('privacy_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderEmails: boolean('reminder_emails').notNull().default(true),
  healthTips: boolean('health_tips').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
