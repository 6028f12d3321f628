import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '@core/contract/medicines';
import type {
  PaymentOrder,
  PaymentRecord,
  TestGatewayResult,
  VerifiedPayment,
} from '@core/contract/payments';
import { addMonthsUtc } from '@core/payments/period';
import { paymentOrders, payments, paymentWebhookEvents, subscriptions } from '@server/db/schema';
import { isPremium, requirePremium } from '@server/features/payments/premium';
import { ORDER_OPEN_MS } from '@server/features/payments/limits';
import type { AppEnv } from '@server/http/context';
import { handleError } from '@server/http/handlers';
import { apiGuard, everyRequest } from '@server/http/pipeline';
import { runIfDue } from '@server/jobs/scheduler';
import { subscriptionExpiryJob } from '@server/jobs/subscription-expiry';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  startFakeRazorpay,
  type FakeRazorpay,
} from './support/fake-razorpay';
import { newOrder, razorpayTestContext } from './support/payment-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Owner = Awaited<ReturnType<typeof signUp>>;
const YEAR = 12;

let fake: FakeRazorpay;
let rz: TestContext;
let local: TestContext;
let address = 0;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  rz = await razorpayTestContext(fake.url);
  local = await createTestContext();
});
afterAll(async () => {
  await rz.close();
  await local.close();
  await fake.close();
});
beforeEach(() => {
  address += 1;
  rz.ip = `198.20.0.${address}`;
  local.ip = `198.20.1.${address}`;
  fake.mode = 'answer';
});

function verify(ctx: TestContext, owner: Owner, orderId: string, body: unknown) {
  return ctx.call<VerifiedPayment>('POST', `/api/payments/orders/${orderId}/verify`, {
    cookie: owner.cookie,
    json: body,
  });
}

let eventCounter = 0;
function webhook(body: string, opts: { signature?: string; eventId?: string } = {}) {
  eventCounter += 1;
  return rz.call<{ received: boolean; outcome: string }>('POST', '/api/payments/webhook', {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? fake.sign(body),
      'x-razorpay-event-id': opts.eventId ?? `evt_${Date.now()}_${eventCounter}`,
    },
  });
}

async function subscriptionOf(ctx: TestContext, owner: Owner): Promise<Subscription> {
  const res = await ctx.call<Subscription>('GET', '/api/subscription', { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return res.body;
}

/** How many times the account's subscription was extended (each grant sets its order's end). */
async function grants(ctx: TestContext, owner: Owner): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, owner.user.id), isNotNull(paymentOrders.grantedUntil)));
  return row!.n;
}

async function periodEnd(ctx: TestContext, owner: Owner): Promise<Date | null> {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, owner.user.id));
  return row?.currentPeriodEnd ?? null;
}

const yearFrom = (from: Date) => addMonthsUtc(from, YEAR);

describe('GET /api/subscription', () => {
  it('answers not subscribed, with the plan on sale at ₹120 a year, before any payment', async () => {
    const owner = await signUp(local);
    expect(await subscriptionOf(local, owner)).toEqual({
      isSubscribed: false,
      plan: null,
      currentPeriodEnd: null,
      offer: { planId: 'premium-yearly', amountPaise: 12000, currency: 'INR', months: 12 },
    });
  });
});

describe('Razorpay (a local fake of its Orders API)', () => {
  it('creates the order with basic auth, the amount in paise and a receipt id', async () => {
    const owner = await signUp(rz);
    fake.orders.length = 0;
    const order = await newOrder(rz, owner);
    expect(fake.orders).toEqual([
      {
        authorization: `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`,
        body: { amount: 12000, currency: 'INR', receipt: order.receipt },
      },
    ]);
    expect(order).toMatchObject({
      provider: 'razorpay',
      providerOrderId: expect.stringMatching(/^order_/),
      amountPaise: 12000,
      currency: 'INR',
      status: 'created',
      keyId: RAZORPAY_KEY_ID,
      receipt: expect.stringMatching(/^MM-\d{8}-[A-Z0-9]{10}$/),
    });
    // The key secret never goes to the browser.
    expect(JSON.stringify(order)).not.toContain(RAZORPAY_KEY_SECRET);
  });

  it('answers 502 and stores no order when Razorpay cannot take it', async () => {
    const owner = await signUp(rz);
    fake.mode = 'fail';
    const res = await rz.call('POST', '/api/payments/orders', {
      cookie: owner.cookie,
      json: { planId: 'premium-yearly' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'PAYMENT_GATEWAY', message: expect.any(String) });
    const [row] = await rz.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, owner.user.id));
    expect(row!.n).toBe(0);
  });

  it('grants a year from now on a verified checkout, and says so', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const res = await verify(rz, owner, order.id, fake.checkout(order.providerOrderId));
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('paid');
    expect(res.body.subscription).toEqual({
      isSubscribed: true,
      plan: 'premium-yearly',
      currentPeriodEnd: yearFrom(rz.now).toISOString(),
    });
    expect(await subscriptionOf(rz, owner)).toMatchObject({
      isSubscribed: true,
      currentPeriodEnd: yearFrom(rz.now).toISOString(),
    });
    expect(await grants(rz, owner)).toBe(1);
  });

  it('refuses a tampered checkout signature, and one made for another order', async () => {
    const owner = await signUp(rz);
    // Two orders of the account: the first no longer open (an open one is offered again).
    const other = await newOrder(rz, owner);
    rz.advance(ORDER_OPEN_MS);
    const order = await newOrder(rz, owner);
    expect(order.id).not.toBe(other.id);
    const good = fake.checkout(order.providerOrderId);
    const digit = good.signature[5] === '0' ? '1' : '0';
    const attempts = [
      { ...good, signature: good.signature.slice(0, 5) + digit + good.signature.slice(6) },
      // A real signature of the account's other order does not pay this one.
      fake.checkout(other.providerOrderId, good.paymentId),
      // Signed with the webhook secret instead of the key secret.
      {
        paymentId: good.paymentId,
        signature: fake.sign(`${order.providerOrderId}|${good.paymentId}`),
      },
    ];
    for (const attempt of attempts) {
      const res = await verify(rz, owner, order.id, attempt);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'PAYMENT_INVALID', message: expect.any(String) });
    }
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await grants(rz, owner)).toBe(0);
  });

  it("answers 404 for another account's order, with its valid signature, and grants no one", async () => {
    const owner = await signUp(rz);
    const intruder = await signUp(rz);
    const order = await newOrder(rz, owner);
    const checkout = fake.checkout(order.providerOrderId);
    const res = await verify(rz, intruder, order.id, checkout);
    expect(res.status).toBe(404);
    const read = await rz.call('GET', `/api/payments/orders/${order.id}`, {
      cookie: intruder.cookie,
    });
    expect(read.status).toBe(404);
    expect((await subscriptionOf(rz, intruder)).isSubscribed).toBe(false);
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await grants(rz, owner)).toBe(0);
  });

  it('refuses a webhook with a tampered body or signature, before reading it', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const body = fake.event('payment.captured', {
      orderId: order.providerOrderId,
      paymentId: 'pay_Tampered0001',
    });
    const tampered = body.replace('"amount":12000', '"amount":12001');
    for (const [sent, signature] of [
      [tampered, fake.sign(body)],
      [body, fake.sign(body, RAZORPAY_KEY_SECRET)],
      [body, 'not-a-signature'],
      [body, ''],
      ['{not json', fake.sign(body)],
    ] as const) {
      const res = await webhook(sent, { signature });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'PAYMENT_INVALID', message: expect.any(String) });
    }
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await grants(rz, owner)).toBe(0);
  });

  it('ignores a signed webhook whose amount or currency is not the stored order’s', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    for (const wrong of [{ amount: 100 }, { amount: 12001 }, { currency: 'USD' }]) {
      const res = await webhook(
        fake.event('order.paid', {
          orderId: order.providerOrderId,
          paymentId: `pay_Wrong${wrong.amount ?? wrong.currency}`,
          ...wrong,
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe('ignored: amount mismatch');
    }
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await grants(rz, owner)).toBe(0);
  });

  it('grants once for a webhook replayed 10 times, and for both of its event kinds', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const paymentId = 'pay_Replayed00001';
    const body = fake.event('payment.captured', { orderId: order.providerOrderId, paymentId });
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await webhook(body, { eventId: 'evt_replayed_0001' });
      expect(res.status).toBe(200);
      outcomes.push(res.body.outcome);
    }
    expect(outcomes).toEqual(['granted', ...Array<string>(9).fill('duplicate')]);
    // Razorpay sends order.paid too, with its own event id: no second extension.
    const paid = await webhook(
      fake.event('order.paid', { orderId: order.providerOrderId, paymentId }),
    );
    expect(paid.body.outcome).toBe('recorded');
    expect(await grants(rz, owner)).toBe(1);
    expect(await periodEnd(rz, owner)).toEqual(yearFrom(rz.now));
    const [events] = await rz.database.db
      .select({ n: count() })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_replayed_0001'));
    expect(events!.n).toBe(1);
  });

  it('grants once when the webhook comes before the callback', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const checkout = fake.checkout(order.providerOrderId);
    const hook = await webhook(
      fake.event('order.paid', { orderId: order.providerOrderId, paymentId: checkout.paymentId }),
    );
    expect(hook.body.outcome).toBe('granted');
    const res = await verify(rz, owner, order.id, checkout);
    expect(res.status).toBe(200);
    expect(res.body.subscription.currentPeriodEnd).toBe(yearFrom(rz.now).toISOString());
    expect(await grants(rz, owner)).toBe(1);
    // The callback's later arrival did not drop what the webhook stored.
    const [row] = await rz.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, checkout.paymentId));
    expect(row!.providerEvent).not.toBeNull();
  });

  it('grants once when the webhook comes after the callback', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const checkout = fake.checkout(order.providerOrderId);
    expect((await verify(rz, owner, order.id, checkout)).status).toBe(200);
    const hook = await webhook(
      fake.event('payment.captured', {
        orderId: order.providerOrderId,
        paymentId: checkout.paymentId,
      }),
    );
    expect(hook.body.outcome).toBe('recorded');
    expect(await grants(rz, owner)).toBe(1);
    expect(await periodEnd(rz, owner)).toEqual(yearFrom(rz.now));
  });

  it('grants once when the callback, the webhook and 10 replays arrive at once', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const checkout = fake.checkout(order.providerOrderId);
    const body = fake.event('payment.captured', {
      orderId: order.providerOrderId,
      paymentId: checkout.paymentId,
    });
    const answers = await Promise.all([
      verify(rz, owner, order.id, checkout),
      verify(rz, owner, order.id, checkout),
      ...Array.from({ length: 10 }, () => webhook(body, { eventId: 'evt_parallel_0001' })),
      webhook(
        fake.event('order.paid', { orderId: order.providerOrderId, paymentId: checkout.paymentId }),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array<number>(13).fill(200));
    expect(await grants(rz, owner)).toBe(1);
    expect(await periodEnd(rz, owner)).toEqual(yearFrom(rz.now));
    const [stored] = await rz.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(stored!.n).toBe(1);
  });

  it('records a failed payment without premium, and a late failure never undoes a payment', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const failed = await webhook(
      fake.event('payment.failed', {
        orderId: order.providerOrderId,
        paymentId: 'pay_Declined0001',
      }),
    );
    expect(failed.body.outcome).toBe('recorded');
    const after = await rz.call<PaymentOrder>('GET', `/api/payments/orders/${order.id}`, {
      cookie: owner.cookie,
    });
    expect(after.body.status).toBe('failed');
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await grants(rz, owner)).toBe(0);

    // A second attempt on the same order succeeds; then the first failure is delivered again.
    const checkout = fake.checkout(order.providerOrderId);
    expect((await verify(rz, owner, order.id, checkout)).status).toBe(200);
    await webhook(
      fake.event('payment.failed', {
        orderId: order.providerOrderId,
        paymentId: 'pay_Declined0002',
      }),
    );
    const final = await rz.call<PaymentOrder>('GET', `/api/payments/orders/${order.id}`, {
      cookie: owner.cookie,
    });
    expect(final.body.status).toBe('paid');
    expect(await grants(rz, owner)).toBe(1);
    const history = await rz.call<PaymentRecord[]>('GET', '/api/payments', {
      cookie: owner.cookie,
    });
    expect(history.body.map((p) => p.status).sort()).toEqual(['captured', 'failed', 'failed']);
  });

  it('keeps the event without card, bank, email, phone or notes', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    await webhook(
      fake.event('order.paid', { orderId: order.providerOrderId, paymentId: 'pay_Sanitized001' }),
    );
    const [row] = await rz.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, 'pay_Sanitized001'));
    const kept = JSON.stringify(row!.providerEvent);
    for (const secret of [
      '1111',
      'Visa',
      'Asha',
      'asha.patel',
      '9876543210',
      'Amlodipine',
      'card_',
    ])
      expect(kept).not.toContain(secret);
    expect(row!.providerEvent).toMatchObject({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_Sanitized001', amount: 12000, method: 'card' } } },
    });
  });

  it('ignores a signed webhook for an order it does not know', async () => {
    const res = await webhook(
      fake.event('payment.captured', {
        orderId: 'order_NotOurs00001',
        paymentId: 'pay_NotOurs001',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored: unknown order');
  });

  it('refuses the test gateway when Razorpay is configured', async () => {
    const owner = await signUp(rz);
    const order = await newOrder(rz, owner);
    const res = await rz.call('POST', `/api/payments/orders/${order.id}/test-result`, {
      cookie: owner.cookie,
      json: { outcome: 'paid' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'TEST_GATEWAY_OFF', message: expect.any(String) });
  });
});

describe('renewal and expiry', () => {
  it('a renewal extends from the current end; once lapsed, a payment starts from that day', async () => {
    const owner = await signUp(rz);
    const start = new Date(rz.now);
    const first = await newOrder(rz, owner);
    await verify(rz, owner, first.id, fake.checkout(first.providerOrderId));
    rz.advance(20 * 86_400_000);
    const second = await newOrder(rz, owner);
    const renewed = await verify(rz, owner, second.id, fake.checkout(second.providerOrderId));
    expect(renewed.body.subscription.currentPeriodEnd).toBe(
      addMonthsUtc(yearFrom(start), YEAR).toISOString(),
    );

    // Past the end: premium stops at once, and the expiry job marks it, once per slot.
    rz.advance(2 * 366 * 86_400_000);
    // The session has lapsed too by now: sign in again.
    const signIn = await rz.call('POST', '/api/auth/signin', {
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    owner.cookie = signIn.cookie!;
    expect((await subscriptionOf(rz, owner)).isSubscribed).toBe(false);
    expect(await runIfDue(rz.deps, subscriptionExpiryJob)).toBe(true);
    expect(await runIfDue(rz.deps, subscriptionExpiryJob)).toBe(false);
    const [row] = await rz.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, owner.user.id));
    expect(row!.status).toBe('expired');

    const third = await newOrder(rz, owner);
    const again = await verify(rz, owner, third.id, fake.checkout(third.providerOrderId));
    expect(again.body.subscription.currentPeriodEnd).toBe(yearFrom(rz.now).toISOString());
    expect(await grants(rz, owner)).toBe(3);
  });
});

describe('the built-in test gateway (no Razorpay keys)', () => {
  async function testResult(owner: Owner, orderId: string, outcome: string) {
    return local.call<TestGatewayResult>('POST', `/api/payments/orders/${orderId}/test-result`, {
      cookie: owner.cookie,
      json: { outcome },
    });
  }

  it('Pay: a signed result that goes through the same verification as Razorpay’s', async () => {
    const owner = await signUp(local);
    const order = await newOrder(local, owner);
    expect(order).toMatchObject({ provider: 'test', keyId: null, amountPaise: 12000 });
    const result = await testResult(owner, order.id, 'paid');
    expect(result.status).toBe(200);
    const payment = result.body.payment!;
    expect(payment.signature).toMatch(/^[0-9a-f]{64}$/);
    // The signature is bound to the order: tampered, it is refused like Razorpay's.
    const tampered = { ...payment, paymentId: `${payment.paymentId}X` };
    expect((await verify(local, owner, order.id, tampered)).status).toBe(400);
    expect((await subscriptionOf(local, owner)).isSubscribed).toBe(false);

    const verified = await verify(local, owner, order.id, payment);
    expect(verified.status).toBe(200);
    expect(verified.body.subscription.currentPeriodEnd).toBe(yearFrom(local.now).toISOString());
    expect((await verify(local, owner, order.id, payment)).status).toBe(200);
    expect(await grants(local, owner)).toBe(1);

    const history = await local.call<PaymentRecord[]>('GET', '/api/payments', {
      cookie: owner.cookie,
    });
    expect(history.body).toEqual([
      expect.objectContaining({
        orderId: order.id,
        receipt: order.receipt,
        provider: 'test',
        providerPaymentId: payment.paymentId,
        amountPaise: 12000,
        currency: 'INR',
        status: 'captured',
      }),
    ]);
  });

  it('Fail records a failed payment; Cancel records nothing; neither grants', async () => {
    const owner = await signUp(local);
    const failedOrder = await newOrder(local, owner);
    expect((await testResult(owner, failedOrder.id, 'failed')).body).toEqual({
      outcome: 'failed',
      payment: null,
    });
    const cancelledOrder = await newOrder(local, owner);
    expect((await testResult(owner, cancelledOrder.id, 'cancelled')).body).toEqual({
      outcome: 'cancelled',
      payment: null,
    });
    const orders = await Promise.all(
      [failedOrder, cancelledOrder].map((o) =>
        local.call<PaymentOrder>('GET', `/api/payments/orders/${o.id}`, { cookie: owner.cookie }),
      ),
    );
    expect(orders.map((o) => o.body.status)).toEqual(['failed', 'created']);
    const history = await local.call<PaymentRecord[]>('GET', '/api/payments', {
      cookie: owner.cookie,
    });
    expect(history.body.map((p) => [p.orderId, p.status])).toEqual([[failedOrder.id, 'failed']]);
    expect((await subscriptionOf(local, owner)).isSubscribed).toBe(false);
    expect(await grants(local, owner)).toBe(0);
  });

  it('accepts no webhook: there is no webhook secret', async () => {
    const body = '{"event":"payment.captured"}';
    const res = await local.call('POST', '/api/payments/webhook', {
      body,
      headers: { 'x-razorpay-signature': fake.sign(body), 'x-razorpay-event-id': 'evt_local_1' },
    });
    expect(res.status).toBe(400);
  });

  it("answers 404 for another account's order on every order route", async () => {
    const owner = await signUp(local);
    const intruder = await signUp(local);
    const order = await newOrder(local, owner);
    const paid = (await testResult(owner, order.id, 'paid')).body.payment!;
    expect((await testResult(intruder, order.id, 'paid')).status).toBe(404);
    expect((await verify(local, intruder, order.id, paid)).status).toBe(404);
    expect((await subscriptionOf(local, intruder)).isSubscribed).toBe(false);
    const theirs = await local.call<PaymentRecord[]>('GET', '/api/payments', {
      cookie: intruder.cookie,
    });
    expect(theirs.body).toEqual([]);
  });
});

describe('deleting the account keeps its payment records, without the account', () => {
  it('keeps paid orders and their payments with no user id; removes unpaid orders', async () => {
    const owner = await signUp(local);
    const paidOrder = await newOrder(local, owner);
    const pay = (
      await local.call<TestGatewayResult>(
        'POST',
        `/api/payments/orders/${paidOrder.id}/test-result`,
        {
          cookie: owner.cookie,
          json: { outcome: 'paid' },
        },
      )
    ).body.payment!;
    await verify(local, owner, paidOrder.id, pay);
    const unpaid = await newOrder(local, owner);
    const res = await local.call('POST', '/api/data-privacy/delete-account', {
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(res.status).toBe(200);
    const kept = await local.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.receipt, paidOrder.receipt));
    expect(kept).toEqual([
      expect.objectContaining({ userId: null, status: 'paid', amountPaise: 12000 }),
    ]);
    const keptPayments = await local.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, paidOrder.id), isNull(payments.userId)));
    expect(keptPayments).toHaveLength(1);
    const gone = await local.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, unpaid.id));
    expect(gone).toEqual([]);
    const [sub] = await local.database.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, owner.user.id));
    expect(sub!.n).toBe(0);
  });
});

describe('requirePremium (for premium-only actions)', () => {
  /** A premium-only route on the app's own request pipeline. */
  function probeApp(ctx: TestContext) {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', everyRequest(ctx.deps));
    app.use('/api/*', apiGuard());
    app.get('/api/premium-probe', requirePremium, (c) => c.json({ ok: true }));
    return (cookie?: string) =>
      app.request('/api/premium-probe', {
        headers: cookie ? { cookie: `mm_session=${cookie}` } : {},
      });
  }

  it('is 401 signed out, 403 without premium, allowed with it, and 403 again once it ends', async () => {
    const probe = probeApp(local);
    const owner = await signUp(local);
    expect((await probe()).status).toBe(401);
    const free = await probe(owner.cookie);
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ code: 'PREMIUM_REQUIRED', message: expect.any(String) });
    expect(await isPremium(local.deps, owner.user.id)).toBe(false);

    const order = await newOrder(local, owner);
    const paid = await local.call<TestGatewayResult>(
      'POST',
      `/api/payments/orders/${order.id}/test-result`,
      { cookie: owner.cookie, json: { outcome: 'paid' } },
    );
    await verify(local, owner, order.id, paid.body.payment);
    expect((await probe(owner.cookie)).status).toBe(200);
    expect(await isPremium(local.deps, owner.user.id)).toBe(true);

    // A second before the end it holds; at the end it does not, before the expiry job runs.
    const end = (await periodEnd(local, owner))!;
    const saved = local.now;
    local.now = new Date(end.getTime() - 1000);
    expect(await isPremium(local.deps, owner.user.id)).toBe(true);
    local.now = end;
    expect(await isPremium(local.deps, owner.user.id)).toBe(false);
    local.now = saved;
  });
});
