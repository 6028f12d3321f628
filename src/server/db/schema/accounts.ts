import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, rowId, updatedAt } from './columns';
import { accountId, accountKey } from './owned';

export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: accountId(),
    // Only a SHA-256 of the cookie's token is stored: a leaked table signs nobody in.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the password was last entered in this session (sign-in, or an admin's re-entry: ADR 034). */
    passwordConfirmedAt: at('password_confirmed_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: rowId(),
    userId: accountId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, kept in the database so every process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: at('window_start').notNull(),
});

/**
 * Optional processing the account has allowed or withdrawn (/data-privacy). No row means the
 * defaults (both on); a row is written on the first change.
 */
export const privacyChoices = pgTable('privacy_choices', {
  userId: accountKey(),
  reminderEmails: boolean('reminder_emails').notNull().default(true),
  healthTips: boolean('health_tips').notNull().default(true),
  updatedAt: updatedAt(),
});
