import * as z from 'zod/mini';
import { PLAN_IDS } from '../payments/plan';
import type { OrderStatus, PaymentStatus } from '../payments/order-status';

/** The English texts of the payment rules; the web words the codes itself (ADR 026). */
export const PAYMENT_MESSAGES = {
  plan: 'Please choose a plan',
  payment: 'The payment details are not valid',
  outcome: 'Please choose Pay, Fail or Cancel',
} as const;

/** Who takes the money: Razorpay when configured, otherwise the built-in test gateway. */
export type PaymentProviderName = 'razorpay' | 'test';

/** POST /api/payments/orders */
export const createOrderSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: PAYMENT_MESSAGES.plan }),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** Razorpay's ids: `pay_…`, `order_…` (letters, digits, underscore). */
const providerId = z
  .string({ error: PAYMENT_MESSAGES.payment })
  .check(z.regex(/^[A-Za-z0-9_]{4,64}$/, PAYMENT_MESSAGES.payment));

/**
 * POST /api/payments/orders/:id/verify: what Razorpay Checkout's handler (or the test gateway)
 * hands the page. The order id is the server's own (the URL), never the body's.
 */
export const verifyPaymentSchema = z.strictObject({
  paymentId: providerId,
  signature: z
    .string({ error: PAYMENT_MESSAGES.payment })
    .check(z.regex(/^[0-9a-fA-F]{64}$/, PAYMENT_MESSAGES.payment)),
});
export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

/** POST /api/payments/orders/:id/test-result: the test gateway's three buttons. */
export const TEST_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
export const testResultSchema = z.strictObject({
  outcome: z.enum(TEST_OUTCOMES, { error: PAYMENT_MESSAGES.outcome }),
});

/** An order as the account sees it. */
export interface PaymentOrder {
  id: string;
  planId: string;
  provider: PaymentProviderName;
  providerOrderId: string;
  /** The receipt number (ours), shown on the receipt. */
  receipt: string;
  amountPaise: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** Razorpay Checkout's public key id; null for the test gateway. */
  keyId: string | null;
}

/** The test gateway's signed result: what Razorpay Checkout would hand the page. */
export interface TestGatewayResult {
  outcome: TestOutcome;
  /** For `paid`: the checkout's fields, to send to .../verify like Razorpay's. */
  payment: { paymentId: string; signature: string } | null;
}

/** One row of the payment history (GET /api/payments). */
export interface PaymentRecord {
  id: string;
  orderId: string;
  receipt: string;
  provider: PaymentProviderName;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
}

/** What verifying a payment answers: the order and the subscription after it. */
export interface VerifiedPayment {
  order: PaymentOrder;
  subscription: {
    isSubscribed: boolean;
    plan: string | null;
    currentPeriodEnd: string | null;
  };
}
