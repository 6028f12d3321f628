import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { familyMembers, users } from './accounts';
import { medications } from './medicines';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Issue 16 (ADR 037): an invitation to help care for one family member, emailed to `email`.
 * Only a SHA-256 of the link's token is kept; accepting deletes the row, so a link works once.
 */
export const caregiverInvites = pgTable(
  'caregiver_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member's owner, who invited. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    /** Lower case; the accepting account's email must be this one. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    delayMinutes: integer('delay_minutes').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('caregiver_invites_user_idx').on(t.userId),
    // One open invitation per member and email: inviting again replaces it.
    uniqueIndex('caregiver_invites_member_email_idx').on(t.memberId, t.email),
  ],
);

/**
 * A caregiver link: `caregiverId` may read `memberId`'s doses and adherence, and is alerted
 * `delayMinutes` after a dose's time when it is not taken. The only way another account sees
 * anything of an account.
 */
export const caregivers = pgTable(
  'caregivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member's owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delayMinutes: integer('delay_minutes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('caregivers_member_caregiver_idx').on(t.memberId, t.caregiverId),
    index('caregivers_user_idx').on(t.userId),
    index('caregivers_caregiver_idx').on(t.caregiverId),
  ],
);

/**
 * A missed dose a caregiver was alerted of, inserted before the alert is made: the primary key
 * lets each dose alert each caregiver once, whatever the number of servers (ADR 037).
 */
export const caregiverAlerts = pgTable(
  'caregiver_alerts',
  {
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    scheduledTime: at('scheduled_time').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caregiverId, t.medicationId, t.scheduledTime] })],
);
