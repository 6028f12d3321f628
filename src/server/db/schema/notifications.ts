import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TextParams } from '@core/contract/common';
import { NOTIFICATION_CODES, NOTIFICATION_TYPES } from '@core/contract/prescriptions';
import { caregivers } from './caregivers';
import { at, createdAt, rowId } from './columns';
import { medications } from './medicines';
import { accountId } from './owned';

/** In-app notifications the server raises (refill and caregiver alerts), read by the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: rowId(),
    userId: accountId(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    medicationId: uuid('medication_id').references(() => medications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The alert's code and figures, for the client's own words (ADR 026); null on older rows. */
    code: text('code', { enum: NOTIFICATION_CODES }),
    params: jsonb('params').$type<TextParams>(),
    readAt: at('read_at'),
    /** A caregiver's alert goes with the caregiver link: ending it removes what it showed. */
    caregiverLinkId: uuid('caregiver_link_id').references(() => caregivers.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
