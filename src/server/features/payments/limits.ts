import type { Limit } from '../../http/rate-limit';

/** Orders one account may start in an hour: each one is a call to the payment provider. */
export const PAYMENT_LIMITS = {
  ordersPerAccount: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;
