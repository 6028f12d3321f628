import { expect } from 'vitest';
import type { PaymentOrder } from '@core/contract/payments';
import { razorpayProvider } from '@server/features/payments/razorpay';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './fake-razorpay';
import { createTestContext, type TestContext } from '../../../harness/test-app';

/** An app whose payments go through Razorpay, at the fake Razorpay's address. */
export function razorpayTestContext(apiUrl: string): Promise<TestContext> {
  return createTestContext({
    payments: {
      provider: razorpayProvider({
        keyId: RAZORPAY_KEY_ID,
        keySecret: RAZORPAY_KEY_SECRET,
        apiUrl,
        logger: { info() {}, warn() {}, error() {} },
      }),
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    },
  });
}

/** A yearly premium order of the signed-in owner (201). */
export async function newOrder(ctx: TestContext, owner: { cookie: string }): Promise<PaymentOrder> {
  const res = await ctx.call<PaymentOrder>('POST', '/api/payments/orders', {
    cookie: owner.cookie,
    json: { planId: 'premium-yearly' },
  });
  expect(res.status).toBe(201);
  return res.body;
}
