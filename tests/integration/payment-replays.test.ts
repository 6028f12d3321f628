import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPayment } from '@core/contract/admin';
import type { PaymentRecord, TestGatewayResult } from '@core/contract/payments';
import { paymentOrders, payments } from '@server/db/schema';
import { signUpAdmin } from './support/admin-fixtures';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay';
import { newOrder, razorpayTestContext } from './support/payment-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * ADR 031: a paid order takes exactly one captured payment, whatever the gateway
 * sends again (the test gateway's result, Razorpay's callback or webhook with another payment
 * id, one after another or at once); a refund ends premium only for the payment that granted
 * it; and /payment-gateway opened again reuses the account's open order.
 */
type Owner = Awaited<ReturnType<typeof signUp>>;
const MINUTE = 60_000;

let local: TestContext;
let rz: TestContext;
let fake: FakeRazorpay;
let address = 0;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  local = await createTestContext();
  rz = await razorpayTestContext(fake.url);
});
afterAll(async () => {
  await local.close();
  await rz.close();
  await fake.close();
});
beforeEach(() => {
  address += 1;
  local.ip = `198.21.0.${address}`;
  rz.ip = `198.21.1.${address}`;
  fake.mode = 'answer';
});

/** The test gateway's Pay, then the page's verify: what /test-payment does. */
async function payOnTestGateway(owner: Owner, orderId: string) {
  const paid = await local.call<TestGatewayResult>(
    'POST',
    `/api/payments/orders/${orderId}/test-result`,
    { cookie: owner.cookie, json: { outcome: 'paid' } },
  );
  expect(paid.status).toBe(200);
  return local.call('POST', `/api/payments/orders/${orderId}/verify`, {
    cookie: owner.cookie,
    json: paid.body.payment,
  });
}

async function history(ctx: TestContext, owner: Owner): Promise<PaymentRecord[]> {
  const res = await ctx.call<PaymentRecord[]>('GET', '/api/payments', { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return res.body;
}

async function capturedOf(ctx: TestContext, orderId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.status, 'failed')));
  return row!.n;
}

async function subscribed(ctx: TestContext, owner: Owner): Promise<boolean> {
  const res = await ctx.call<{ isSubscribed: boolean }>('GET', '/api/subscription', {
    cookie: owner.cookie,
  });
  return res.body.isSubscribed;
}

describe('a paid order takes exactly one captured payment', () => {
  it("records one payment when the test gateway's result is replayed, one by one and at once", async () => {
    const owner = await signUp(local);
    const order = await newOrder(local, owner);
    expect((await payOnTestGateway(owner, order.id)).status).toBe(200);
    // The same order paid again, twice in turn and three times at once: each a new payment id.
    local.advance(MINUTE);
    for (let i = 0; i < 2; i += 1) {
      expect((await payOnTestGateway(owner, order.id)).status).toBe(200);
    }
    const parallel = await Promise.all([1, 2, 3].map(() => payOnTestGateway(owner, order.id)));
    expect(parallel.map((a) => a.status)).toEqual([200, 200, 200]);
    const records = await history(local, owner);
    expect(records.map((p) => [p.orderId, p.status])).toEqual([[order.id, 'captured']]);
    expect(await capturedOf(local, order.id)).toBe(1);
  });

  it('records one payment when Razorpay sends another payment id for a paid order', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const first = fake.checkout(order.providerOrderId);
    const verify = (body: unknown) =>
      rz.call('POST', `/api/payments/orders/${order.id}/verify`, {
        cookie: owner.cookie,
        json: body,
      });
    expect((await verify(first)).status).toBe(200);
    rz.advance(MINUTE);
    const webhook = (paymentId: string, n: number) => {
      const body = fake.event('payment.captured', { orderId: order.providerOrderId, paymentId });
      return rz.call('POST', '/api/payments/webhook', {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': fake.sign(body),
          'x-razorpay-event-id': `evt_other_payment_${address}_${n}`,
        },
      });
    };
    const answers = await Promise.all([
      verify(fake.checkout(order.providerOrderId)),
      verify(fake.checkout(order.providerOrderId)),
      webhook('pay_OtherPayment01', 1),
      webhook('pay_OtherPayment02', 2),
      // The first payment's own webhook still fills in its event.
      webhook(first.paymentId, 3),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await capturedOf(rz, order.id)).toBe(1);
    const [row] = await rz.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(row).toMatchObject({ providerPaymentId: first.paymentId, status: 'captured' });
    expect(row!.providerEvent).not.toBeNull();
  });
});

describe('a refund ends premium only for the payment that granted it', () => {
  it('keeps premium when a duplicate of a paid order is refunded, ends it for the real one', async () => {
    const admin = await signUpAdmin(local);
    const owner = await signUp(local);
    const order = await newOrder(local, owner);
    expect((await payOnTestGateway(owner, order.id)).status).toBe(200);
    // A duplicate capture recorded before this fix (the store may still hold such rows).
    local.advance(MINUTE);
    const [granting] = await local.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    await local.database.db.insert(payments).values({
      ...granting!,
      id: undefined,
      providerPaymentId: 'pay_testDuplicate0001',
      providerEvent: null,
      createdAt: local.now,
    });
    const [duplicate] = await local.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, 'pay_testDuplicate0001'));

    const refund = (id: string) =>
      local.call<AdminPayment>('POST', `/api/admin/payments/${id}/refund`, {
        cookie: admin.cookie,
        json: { reason: 'Charged twice' },
      });
    local.advance(MINUTE);
    const refundedDuplicate = await refund(duplicate!.id);
    expect(refundedDuplicate.status).toBe(200);
    expect(refundedDuplicate.body.status).toBe('refunded');
    expect(await subscribed(local, owner)).toBe(true);

    const refundedReal = await refund(granting!.id);
    expect(refundedReal.status).toBe(200);
    expect(await subscribed(local, owner)).toBe(false);
  });
});

describe('an open order is reused (/payment-gateway opened again)', () => {
  it('answers the same order until it is paid or expires, then a new one', async () => {
    const owner = await signUp(local);
    const first = await newOrder(local, owner);
    local.advance(5 * MINUTE);
    const again = await newOrder(local, owner);
    expect(again.id).toBe(first.id);
    expect(again).toEqual(first);

    // Expired (30 minutes after it was made): a new order.
    local.advance(26 * MINUTE);
    const fresh = await newOrder(local, owner);
    expect(fresh.id).not.toBe(first.id);

    // Paid: a new order for the next renewal.
    expect((await payOnTestGateway(owner, fresh.id)).status).toBe(200);
    const next = await newOrder(local, owner);
    expect(next.id).not.toBe(fresh.id);
    expect(next.status).toBe('created');

    // Another account never gets it.
    const other = await signUp(local);
    expect((await newOrder(local, other)).id).not.toBe(next.id);
  });

  it('makes one order when the page is opened many times at once', async () => {
    const owner = await signUp(rz);
    fake.orders.length = 0;
    const orders = await Promise.all(Array.from({ length: 6 }, () => newOrder(rz, owner)));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    const [stored] = await rz.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, owner.user.id));
    expect(stored!.n).toBe(1);
  });
});
