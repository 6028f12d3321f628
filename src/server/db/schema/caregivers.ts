import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt } from './columns';
import { medications } from './medicines';
import { accountId, ownedRow } from './owned';

/**
 * ADR 037: an invitation to help care for one family member, emailed to `email`.
 * Only a SHA-256 of the link's token is kept; accepting deletes the row, so a link works once.
 */
export const caregiverInvites = pgTable(
  'caregiver_invites',
  {
    // The member's owner (userId), who invited.
    ...ownedRow(),
    /** Lower case; the accepting account's email must be this one. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    delayMinutes: integer('delay_minutes').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
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
    // The member's owner (userId).
    ...ownedRow(),
    caregiverId: accountId('caregiver_id'),
    delayMinutes: integer('delay_minutes').notNull(),
    createdAt: createdAt(),
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
    caregiverId: accountId('caregiver_id'),
    medicationId: belongsTo('medication_id', () => medications.id),
    scheduledTime: at('scheduled_time').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caregiverId, t.medicationId, t.scheduledTime] })],
);
