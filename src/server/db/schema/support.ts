import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_TOPICS } from '@core/contract/support';
import { at, createdAt, rowId } from './columns';
import { accountIdOrNull } from './owned';
import { users } from './users';

/**
 * Messages sent through the contact form of /help-support, kept for the admin area. A signed-in
 * sender's message belongs to the account (and goes with it when the account is deleted); a
 * signed-out visitor's has no account, and an email only when the visitor gave one.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: rowId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Only for a signed-out visitor; null for an account's message. */
    email: text('email'),
    topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled (ADR 034); null: open. */
    handledAt: at('handled_at'),
    handledBy: accountIdOrNull('handled_by'),
    /** When an admin last answered it by email. */
    repliedAt: at('replied_at'),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    index('support_messages_user_idx').on(t.userId),
  ],
);
