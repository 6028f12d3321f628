/**
 * What we keep of a Razorpay event: the envelope and, of its payment and order, the fields a
 * payment record needs. Everything else is dropped: card details (`card`, `card_id`), bank,
 * wallet and UPI ids (`bank`, `wallet`, `vpa`, `upi`), the payer's `email` and `contact`, and
 * `notes` (free text). An allow-list, so a field Razorpay adds later is not kept by default.
 */
const EVENT_FIELDS = ['entity', 'event', 'contains', 'created_at'] as const;
const PAYMENT_FIELDS = [
  'id',
  'entity',
  'amount',
  'currency',
  'status',
  'order_id',
  'method',
  'captured',
  'international',
  'amount_refunded',
  'refund_status',
  'fee',
  'tax',
  'error_code',
  'error_description',
  'error_source',
  'error_step',
  'error_reason',
  'created_at',
] as const;
const ORDER_FIELDS = [
  'id',
  'entity',
  'amount',
  'amount_paid',
  'amount_due',
  'currency',
  'receipt',
  'status',
  'attempts',
  'created_at',
] as const;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function pick(source: unknown, fields: readonly string[]): Json | undefined {
  if (!isObject(source)) return undefined;
  const out: Json = {};
  for (const field of fields) {
    const value = source[field];
    // Scalars only: a nested object is where card and bank details live.
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[field] = value;
    } else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      out[field] = value;
    }
  }
  return out;
}

function entityOf(payload: unknown, name: string): unknown {
  if (!isObject(payload)) return undefined;
  const wrapper = payload[name];
  return isObject(wrapper) ? wrapper.entity : undefined;
}

export function sanitizeRazorpayEvent(event: unknown): Json {
  const out = pick(event, EVENT_FIELDS) ?? {};
  const payload = isObject(event) ? event.payload : undefined;
  const payment = pick(entityOf(payload, 'payment'), PAYMENT_FIELDS);
  const order = pick(entityOf(payload, 'order'), ORDER_FIELDS);
  out.payload = {
    ...(payment && { payment: { entity: payment } }),
    ...(order && { order: { entity: order } }),
  };
  return out;
}
