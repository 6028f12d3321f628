import { and, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPayment, type Paged } from '@core/contract/admin';
import { addMonthsUtc } from '@core/payments/period';
import type { PaymentStatus } from '@core/payments/order-status';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/types';
import { paymentOrders, payments, plans, subscriptions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { writeAudit, type Actor } from './audit';

const columns = {
  payment: payments,
  receipt: paymentOrders.receipt,
  email: users.email,
};

function toPayment(row: {
  payment: typeof payments.$inferSelect;
  receipt: string;
  email: string | null;
}): AdminPayment {
  const p = row.payment;
  return {
    id: p.id,
    userId: p.userId,
    email: row.email,
    provider: p.provider,
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    receipt: row.receipt,
    amountPaise: p.amountPaise,
    currency: p.currency,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

interface PaymentFilter {
  status?: PaymentStatus;
  userId?: string;
}

function whereOf(filter: PaymentFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(payments.status, filter.status));
  if (filter.userId) parts.push(eq(payments.userId, filter.userId));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One account's payments, newest first (its detail page). */
export async function paymentsOf(db: Db, filter: PaymentFilter): Promise<AdminPayment[]> {
  const rows = await db
    .select(columns)
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(whereOf(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(100);
  return rows.map(toPayment);
}

/** GET /api/admin/payments: every payment, newest first, by status. */
export async function listPayments(
  db: Db,
  status: PaymentStatus | undefined,
  page: number,
): Promise<Paged<AdminPayment>> {
  const where = whereOf({ status });
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(payments)
      .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return {
    items: rows.map(toPayment),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}

/**
 * The end of a subscription once the refunded payment's period is taken out (the refund policy:
 * "Premium ends when the refund is made"). The payment bought [paidUntil − months, paidUntil];
 * the part of it still ahead of `now` is removed from the subscription's end, so a renewal paid
 * after it moves earlier by as much, and a refund of the running period ends premium now.
 */
export function endAfterRefund(
  subscriptionEnd: Date,
  paidUntil: Date,
  months: number,
  now: Date,
): Date {
  const paidFrom = addMonthsUtc(paidUntil, -months);
  const unused = paidUntil.getTime() - Math.max(paidFrom.getTime(), now.getTime());
  if (unused <= 0) return subscriptionEnd;
  const end = new Date(subscriptionEnd.getTime() - unused);
  return end.getTime() > now.getTime() ? end : now;
}

/**
 * Whether `payment` is the one that granted its order's premium: the order's first payment not
 * failed (each later one a duplicate capture stored before a paid order took only one, ADR
 * 031). Refunding a duplicate gives its money back but leaves the premium the real one paid for.
 */
async function grantedByIt(tx: Tx, payment: typeof payments.$inferSelect): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, payment.orderId),
        ne(payments.status, 'failed'),
        or(
          lt(payments.createdAt, payment.createdAt),
          and(eq(payments.createdAt, payment.createdAt), lt(payments.id, payment.id)),
        ),
      ),
    )
    .limit(1);
  return !earlier;
}

/**
 * Records a captured payment as refunded (the money itself goes back through the provider's
 * dashboard) and, when it is the payment that granted its order, ends the premium period it paid
 * for; in one transaction, with its audit entry.
 */
export async function refundPayment(
  deps: Deps,
  actor: Actor,
  paymentId: string,
  reason: string,
): Promise<AdminPayment> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw notFound('Payment not found');
    if (payment.status !== 'captured') {
      throw new AppError('CONFLICT', 'Only a captured payment can be refunded');
    }
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now })
      .where(eq(payments.id, paymentId));
    const [order] = await tx
      .select({
        grantedUntil: paymentOrders.grantedUntil,
        userId: paymentOrders.userId,
        months: plans.months,
      })
      .from(paymentOrders)
      .innerJoin(plans, eq(plans.id, paymentOrders.planId))
      .where(eq(paymentOrders.id, payment.orderId));
    let premiumUntil: string | null = null;
    if (order?.userId && order.grantedUntil && (await grantedByIt(tx, payment))) {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, order.userId))
        .for('update');
      if (sub && sub.status === 'active') {
        const end = endAfterRefund(sub.currentPeriodEnd, order.grantedUntil, order.months, now);
        await tx
          .update(subscriptions)
          .set({
            currentPeriodEnd: end,
            status: end.getTime() > now.getTime() ? 'active' : 'expired',
            updatedAt: now,
          })
          .where(eq(subscriptions.userId, order.userId));
        premiumUntil = end.toISOString();
      }
    }
    await writeAudit(
      tx,
      actor,
      {
        action: 'payment.refund',
        targetUserId: payment.userId,
        details: {
          paymentId,
          providerPaymentId: payment.providerPaymentId,
          amountPaise: payment.amountPaise,
          reason,
          premiumUntil,
        },
      },
      now,
    );
  });
  const [row] = await deps.db
    .select(columns)
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound('Payment not found');
  if (row.payment.userId) deps.cache.invalidate(row.payment.userId);
  return toPayment(row);
}
