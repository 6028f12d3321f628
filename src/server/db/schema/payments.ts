import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@core/payments/order-status';
import { at, belongsTo, createdAt, rowId, updatedAt } from './columns';
import { accountIdOrNull, accountKey } from './owned';

const PROVIDERS = ['razorpay', 'test'] as const;

/** What can be bought (one row: Premium, a year, ₹120; seeded by migration 0011). */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  months: integer('months').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * One attempt to buy a plan: the provider's order with the amount the server fixed. A paid
 * order is a payment record the law requires us to keep (ADR 027, 031): when the account is
 * deleted its `user_id` is set to null, not the row deleted; orders never paid go with the
 * account (delete-account.ts). No health data is ever stored here.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: rowId(),
    userId: accountIdOrNull('user_id'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** Our receipt number, sent to the provider and shown on the receipt. */
    receipt: text('receipt').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    /** The subscription's end this order's payment gave (set once, when it is paid). */
    grantedUntil: at('granted_until'),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payment_orders_user_idx').on(t.userId),
  ],
);

/**
 * A payment the provider told us of (checkout callback or webhook), once per provider payment
 * id. `providerEvent` is the provider's event with the payment entity cut down to the fields we
 * keep: never card, bank, UPI, email or phone details (features/payments/sanitize-event.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: rowId(),
    orderId: belongsTo('order_id', () => paymentOrders.id),
    userId: accountIdOrNull('user_id'),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The event as the provider sent it, minus personal and card data; null from the callback. */
    providerEvent: jsonb('provider_event'),
    createdAt: createdAt(),
    /** When an admin recorded the refund (status `refunded`; ADR 034). */
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** An account's premium: one row, its period extended by each paid order (core/payments/period). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: accountKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['active', 'expired'] }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_status_end_idx').on(t.status, t.currentPeriodEnd)],
);

/** Razorpay webhook deliveries already handled, by `x-razorpay-event-id` (a replay is a no-op). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
