import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_TOPICS } from '@core/contract/support';
import { users } from './accounts';

/**
 * Messages sent through the contact form of /help-support, kept for the admin area. A signed-in
 * sender's message belongs to the account (and goes with it when the account is deleted); a
 * signed-out visitor's has no account, and an email only when the visitor gave one.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Only for a signed-out visitor; null for an account's message. */
    email: text('email'),
    topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it handled (ADR 034); null: open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When an admin last answered it by email. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    index('support_messages_user_idx').on(t.userId),
  ],
);
