import { and, desc, eq, gt } from 'drizzle-orm';
import type {
  PaymentOrder,
  PaymentRecord,
  TestGatewayResult,
  TestOutcome,
  VerifiedPayment,
  VerifyPaymentInput,
} from '@core/contract/payments';
import type { Subscription } from '@core/contract/medicines';
import { isActivePeriod } from '@core/payments/period';
import type { Deps } from '../../deps';
import type { Queryable } from '../../db/types';
import { paymentOrders, payments, plans, subscriptions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { ORDER_OPEN_MS, PAYMENT_LIMITS } from './limits';
import { randomId } from './provider';
import { recordFailed, recordPaid, type OrderRow } from './record';

const ORDER_NOT_FOUND = 'Order not found';

function orderAnswer(deps: Deps, row: OrderRow): PaymentOrder {
  return {
    id: row.id,
    planId: row.planId,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    receipt: row.receipt,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    keyId: row.provider === 'razorpay' ? deps.payments.provider.publicKeyId : null,
  };
}

/** The account's order, or 404 (another account's order is not found either). */
async function ownOrder(deps: Deps, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** An order made with a provider that is no longer the configured one cannot be completed. */
function sameProvider(deps: Deps, order: OrderRow): void {
  if (order.provider !== deps.payments.provider.name) {
    throw new AppError(
      'CONFLICT',
      'This order was made with another payment method. Please start again.',
    );
  }
}

/** GET /api/subscription: premium now, from the subscription row, and the plan on sale. */
export async function subscriptionOf(deps: Deps, userId: string): Promise<Subscription> {
  const [[sub], [plan]] = await Promise.all([
    deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    deps.db.select().from(plans).where(eq(plans.active, true)).limit(1),
  ]);
  const active =
    !!sub && sub.status === 'active' && isActivePeriod(sub.currentPeriodEnd, deps.clock.now());
  return {
    isSubscribed: active,
    plan: active ? sub.planId : null,
    currentPeriodEnd: sub ? sub.currentPeriodEnd.toISOString() : null,
    ...(plan && {
      offer: {
        planId: plan.id,
        amountPaise: plan.amountPaise,
        currency: plan.currency,
        months: plan.months,
      },
    }),
  };
}

/** The account's open order for the plan: made with this provider, unpaid, not yet expired. */
async function openOrder(
  db: Queryable,
  userId: string,
  planId: string,
  provider: OrderRow['provider'],
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.planId, planId),
        eq(paymentOrders.provider, provider),
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.createdAt, new Date(now.getTime() - ORDER_OPEN_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row;
}

/**
 * POST /api/payments/orders: the amount is the plan's, from the database, never the client's.
 * Opening /payment-gateway again answers the account's open order for the plan (ADR 031) until
 * it is paid, failed or ORDER_OPEN_MS old; only then is a new one made (and counted against the
 * limit). Parallel calls take turns on the account's row to store one: a provider order made by
 * a call that lost the race is left unused (it is never paid, so it costs nothing).
 */
export async function createOrder(
  deps: Deps,
  userId: string,
  planId: string,
): Promise<PaymentOrder> {
  const { db, clock } = deps;
  const { provider } = deps.payments;
  const open = await openOrder(db, userId, planId, provider.name, clock.now());
  if (open) return orderAnswer(deps, open);
  const limit = PAYMENT_LIMITS.ordersPerAccount;
  const limiter = dbRateLimiter(db, () => clock.now());
  if ((await limiter.hit(`payment-order:account:${userId}`, limit)) > limit.max) {
    throw tooMany(limit, 'payment attempts');
  }
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)));
  if (!plan) throw notFound('Plan not found');
  const now = clock.now();
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const receipt = `MM-${day}-${randomId(10)}`;
  const { providerOrderId } = await provider.createOrder({
    amountPaise: plan.amountPaise,
    currency: plan.currency,
    receipt,
  });
  const row = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!account) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    const made = await openOrder(tx, userId, plan.id, provider.name, now);
    if (made) return made;
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        userId,
        planId: plan.id,
        provider: provider.name,
        providerOrderId,
        receipt,
        amountPaise: plan.amountPaise,
        currency: plan.currency,
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError('INTERNAL', 'Could not store the order');
  return orderAnswer(deps, row);
}

export async function orderOf(deps: Deps, userId: string, orderId: string): Promise<PaymentOrder> {
  return orderAnswer(deps, await ownOrder(deps, userId, orderId));
}

/**
 * The checkout's result (Razorpay's handler, or the test gateway's): its signature must be the
 * provider's HMAC of the order id the server stored for this account and the payment id. A
 * valid one records the payment and grants the plan, once, whether or not the webhook came
 * first.
 */
export async function verifyCheckout(
  deps: Deps,
  userId: string,
  orderId: string,
  input: VerifyPaymentInput,
): Promise<VerifiedPayment> {
  const order = await ownOrder(deps, userId, orderId);
  sameProvider(deps, order);
  const valid = await deps.payments.provider.checkoutSignatureValid(
    order.providerOrderId,
    input.paymentId,
    input.signature,
  );
  if (!valid) {
    deps.logger.warn({ orderId: order.id, reason: 'bad checkout signature' }, 'payment refused');
    throw new AppError('PAYMENT_INVALID', 'The payment could not be verified');
  }
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    recordPaid(
      tx,
      order,
      {
        providerPaymentId: input.paymentId,
        amountPaise: order.amountPaise,
        currency: order.currency,
        event: null,
      },
      now,
    ),
  );
  const [after, subscription] = await Promise.all([
    ownOrder(deps, userId, orderId),
    subscriptionOf(deps, userId),
  ]);
  return {
    order: orderAnswer(deps, after),
    subscription: {
      isSubscribed: subscription.isSubscribed,
      plan: subscription.plan,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
  };
}

/**
 * /test-payment's buttons. Pay answers a payment id and its signature made with the gateway's
 * local secret, which the page sends to .../verify like Razorpay Checkout's result; Fail records
 * a failed payment (what Razorpay's payment.failed webhook does); Cancel records nothing.
 */
export async function testGatewayResult(
  deps: Deps,
  userId: string,
  orderId: string,
  outcome: TestOutcome,
): Promise<TestGatewayResult> {
  const { provider } = deps.payments;
  if (!provider.signTestPayment) {
    throw new AppError('TEST_GATEWAY_OFF', 'Test payments are off: real payments are configured');
  }
  const order = await ownOrder(deps, userId, orderId);
  sameProvider(deps, order);
  const paymentId = `pay_test${randomId(14)}`;
  if (outcome === 'paid') {
    const signature = await provider.signTestPayment(order.providerOrderId, paymentId);
    return { outcome, payment: { paymentId, signature } };
  }
  if (outcome === 'failed') {
    const now = deps.clock.now();
    await deps.db.transaction((tx) =>
      recordFailed(
        tx,
        order,
        {
          providerPaymentId: paymentId,
          amountPaise: order.amountPaise,
          currency: order.currency,
          event: null,
        },
        now,
      ),
    );
  }
  return { outcome, payment: null };
}

/** GET /api/payments: the account's payments, newest first, with their receipt numbers. */
export async function paymentHistory(deps: Deps, userId: string): Promise<PaymentRecord[]> {
  const rows = await deps.db
    .select({ payment: payments, receipt: paymentOrders.receipt })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(100);
  return rows.map(({ payment: p, receipt }) => ({
    id: p.id,
    orderId: p.orderId,
    receipt,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    amountPaise: p.amountPaise,
    currency: p.currency,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  }));
}
