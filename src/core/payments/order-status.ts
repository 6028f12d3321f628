/**
 * An order's state only moves forward (created → failed → paid): the provider's events come in
 * any order and any number of times, so a late `payment.failed` never undoes a payment, and a
 * second `order.paid` changes nothing.
 */
export const ORDER_STATUSES = ['created', 'failed', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const RANK: Record<OrderStatus, number> = { created: 0, failed: 1, paid: 2 };

/** The status after `event`: the later of the two. */
export function advanceOrderStatus(current: OrderStatus, event: OrderStatus): OrderStatus {
  return RANK[event] > RANK[current] ? event : current;
}

/** Whether `event` moves an order in `current` forward. */
export function movesForward(current: OrderStatus, event: OrderStatus): boolean {
  return RANK[event] > RANK[current];
}

/** The statuses an order may be in for `event` to move it forward (for a conditional update). */
export function statusesBefore(event: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => RANK[s] < RANK[event]);
}

/**
 * A payment's states as stored (Razorpay's, less those we never act on); `refunded` is recorded
 * by an admin (ADR 034) and a replayed capture never undoes it.
 */
export const PAYMENT_STATUSES = ['captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
