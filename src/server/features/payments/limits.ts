import type { Limit } from '../../http/rate-limit';

/** Orders one account may start in an hour: each one is a call to the payment provider. */
export const PAYMENT_LIMITS = {
  ordersPerAccount: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * How long an unpaid order is offered again when /payment-gateway is opened again (ADR 031):
 * long enough for a checkout in progress, short enough that a stale one is not kept.
 */
export const ORDER_OPEN_MS = 30 * 60_000;
