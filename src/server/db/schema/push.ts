import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, rowId, updatedAt } from './columns';
import { medications } from './medicines';
import { accountId, accountKey } from './owned';

/**
 * One browser's Web Push subscription (ADR 032), one row per endpoint: a device that subscribes
 * again updates its row. The keys are the browser's, for encrypting payloads to it (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: rowId(),
    userId: accountId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The last time the client re-synced it (every app open). */
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A reminder pushed to a subscription, inserted before the push is sent: the primary key makes
 * each reminder go once per device, whatever the number of servers (ADR 032). `key` names the
 * reminder (dose:<medicationId>:<time>, period:<day>, checkup:<kind>:<member>:<month>), never
 * its text.
 */
export const pushSends = pgTable(
  'push_sends',
  {
    subscriptionId: belongsTo('subscription_id', () => pushSubscriptions.id),
    key: text('key').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    /** The push service's answer: 201, 404, 410..., or 0 when it could not be reached. */
    status: text('status'),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.key] })],
);

/** Spec §3's preferences for premium accounts (no row: all on), so that pushes honour them. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: accountKey(),
  medications: boolean('medications').notNull().default(true),
  periods: boolean('periods').notNull().default(true),
  healthCheckups: boolean('health_checkups').notNull().default(true),
  generalReminders: boolean('general_reminders').notNull().default(true),
  showDetails: boolean('show_details').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A dose whose pushed notification was snoozed (Snooze 15m): the push job sends it again at
 * `dueAt`, unless it has been logged by then. One row per dose; snoozing again moves `dueAt`.
 * The service worker cannot wait 15 minutes itself (browsers stop an idle worker long before).
 */
export const pushSnoozes = pgTable(
  'push_snoozes',
  {
    medicationId: belongsTo('medication_id', () => medications.id),
    scheduledTime: at('scheduled_time').notNull(),
    userId: accountId(),
    dueAt: at('due_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.medicationId, t.scheduledTime] }),
    index('push_snoozes_due_idx').on(t.dueAt),
  ],
);
