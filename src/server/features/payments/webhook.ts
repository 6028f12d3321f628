import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { webhookSignatureValid } from '@core/payments/signature';
import type { Deps } from '../../deps';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordFailed, recordPaid } from './record';
import { sanitizeRazorpayEvent } from './sanitize-event';

const paymentEntity = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{4,64}$/),
  order_id: z.string().regex(/^[A-Za-z0-9_]{4,64}$/),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
});

/** The parts of a Razorpay event we act on; the rest is kept (sanitized) but not read. */
const eventSchema = z.object({
  event: z.string().max(100),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).optional(),
});

const HANDLED = new Set(['order.paid', 'payment.captured', 'payment.failed']);

export type WebhookOutcome =
  | 'granted'
  | 'recorded'
  | 'duplicate'
  | 'ignored: event'
  | 'ignored: unknown order'
  | 'ignored: amount mismatch';

const invalid = () => new AppError('PAYMENT_INVALID', 'The webhook signature is not valid');

/**
 * POST /api/payments/webhook. The signature is checked over the raw bytes before anything is
 * parsed; then, in one transaction, the event id is claimed (a replay is a no-op) and the event
 * applied: a captured payment or paid order grants the plan once (record.ts), a failure is
 * recorded without moving a paid order back. The payment's amount and currency must be the
 * stored order's. Only ids and the outcome are logged, never the payload's personal data.
 */
export async function handleWebhook(
  deps: Deps,
  raw: Uint8Array<ArrayBuffer>,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  const secret = deps.payments.webhookSecret;
  if (!secret || !signature || !(await webhookSignatureValid(secret, raw, signature))) {
    deps.logger.warn({ reason: 'bad webhook signature' }, 'payment webhook refused');
    throw invalid();
  }
  if (!eventId || eventId.length > 100 || !/^[\w-]+$/.test(eventId)) {
    throw new AppError('VALIDATION', 'The webhook has no event id');
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new AppError('BAD_JSON', 'The webhook body is not JSON');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION', 'The webhook event is not valid');
  const { event, payload } = parsed.data;
  const entity = payload?.payment?.entity;

  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const claimed = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (claimed.length === 0) return 'duplicate';
    if (!HANDLED.has(event) || !entity) return 'ignored: event';
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.provider, 'razorpay'),
          eq(paymentOrders.providerOrderId, entity.order_id),
        ),
      );
    if (!order) return 'ignored: unknown order';
    if (entity.amount !== order.amountPaise || entity.currency !== order.currency) {
      return 'ignored: amount mismatch';
    }
    const payment = {
      providerPaymentId: entity.id,
      amountPaise: entity.amount,
      currency: entity.currency,
      event: sanitizeRazorpayEvent(json),
    };
    if (event === 'payment.failed') {
      await recordFailed(tx, order, payment, now);
      return 'recorded';
    }
    return (await recordPaid(tx, order, payment, now)) ? 'granted' : 'recorded';
  });
  deps.logger.info({ eventId, event, outcome }, 'payment webhook');
  return outcome;
}
