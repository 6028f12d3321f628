import { and, eq, inArray, sql } from 'drizzle-orm';
import { nextPeriod, isActivePeriod } from '@core/payments/period';
import { statusesBefore } from '@core/payments/order-status';
import type { Tx } from '../../db/types';
import { paymentOrders, payments, plans, subscriptions } from '../../db/schema';

export type OrderRow = typeof paymentOrders.$inferSelect;

export interface ProviderPayment {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  /** The provider's event, cut down (sanitize-event.ts); null from the checkout callback. */
  event: unknown;
}

/** The `payments` row of `order`'s payment as the provider reported it. */
function paymentRow(
  order: OrderRow,
  payment: ProviderPayment,
  status: 'captured' | 'failed',
  now: Date,
): typeof payments.$inferInsert {
  return {
    orderId: order.id,
    userId: order.userId,
    provider: order.provider,
    providerOrderId: order.providerOrderId,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    status,
    providerEvent: payment.event ?? null,
    createdAt: now,
  };
}

/**
 * Records the captured payment of `order` and grants its plan, once: the order's status moves to
 * `paid` by a conditional update (`status <> 'paid'`), and only the call whose update moved it
 * stores a captured payment and extends the subscription. Of the callback, the webhook and any
 * replay, in any order or at once (they queue on the order's row), one wins; a payment id the
 * gateway sends for an order already paid (the test gateway's result replayed, another capture)
 * is not recorded: a paid order holds exactly one captured payment, the one that granted it.
 * The same payment reported again (callback, then webhook) only fills in the provider's event.
 * Run inside the caller's transaction, with the dedupe of the webhook event. Answers whether
 * this call granted premium.
 */
export async function recordPaid(
  tx: Tx,
  order: OrderRow,
  payment: ProviderPayment,
  now: Date,
): Promise<boolean> {
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paidAt: now })
    .where(
      and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, statusesBefore('paid'))),
    )
    .returning();
  if (!paid) {
    // Paid already (by the other path, or a replay): the stored payment, if it is this one,
    // gets the webhook's event; any other payment id is left out.
    if (payment.event == null) return false;
    const event = JSON.stringify(payment.event);
    await tx
      .update(payments)
      .set({ providerEvent: sql`coalesce(${payments.providerEvent}, ${event}::jsonb)` })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.provider, order.provider),
          eq(payments.providerPaymentId, payment.providerPaymentId),
        ),
      );
    return false;
  }
  await tx
    .insert(payments)
    .values(paymentRow(order, payment, 'captured', now))
    .onConflictDoUpdate({
      // The same id reported failed before (a retried payment): it is captured now.
      target: [payments.provider, payments.providerPaymentId],
      set: {
        status: 'captured',
        providerEvent: sql`coalesce(${payments.providerEvent}, excluded.provider_event)`,
      },
    });
  // The account is gone (a paid order outlives it): the payment is kept, nothing to grant.
  if (!paid.userId) return false;

  const [plan] = await tx.select().from(plans).where(eq(plans.id, paid.planId));
  if (!plan) throw new Error(`order ${paid.id} names a missing plan`);
  // One row per account; locked, so two orders of one account paid at once extend in turn.
  await tx
    .insert(subscriptions)
    .values({
      userId: paid.userId,
      planId: plan.id,
      status: 'expired',
      currentPeriodStart: now,
      currentPeriodEnd: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, paid.userId))
    .for('update');
  const period = nextPeriod(
    current && isActivePeriod(current.currentPeriodEnd, now)
      ? { start: current.currentPeriodStart, end: current.currentPeriodEnd }
      : null,
    now,
    plan.months,
  );
  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      updatedAt: now,
    })
    .where(eq(subscriptions.userId, paid.userId));
  await tx
    .update(paymentOrders)
    .set({ grantedUntil: period.end })
    .where(eq(paymentOrders.id, paid.id));
  return true;
}

/**
 * Records a failed payment of `order`; the order moves to `failed` only from `created` (a late
 * failure event never undoes a payment). Grants nothing.
 */
export async function recordFailed(
  tx: Tx,
  order: OrderRow,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  await tx
    .insert(payments)
    .values(paymentRow(order, payment, 'failed', now))
    .onConflictDoNothing();
  await tx
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(
      and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, statusesBefore('failed'))),
    );
}
