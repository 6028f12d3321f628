import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@core/i18n/languages';
import { at, createdAt, rowId, updatedAt } from './columns';

export const users = pgTable('users', {
  id: rowId(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The policies' version (core/policies POLICY_VERSION) this account last accepted; null: none. */
  policyVersion: integer('policy_version'),
  /** When it accepted that version (DPDP Act 2023: consent is recorded with its time). */
  policyAcceptedAt: at('policy_accepted_at'),
  /** Set by an admin (ADR 034): the account cannot sign in and has no sessions; null: enabled. */
  disabledAt: at('disabled_at'),
});
