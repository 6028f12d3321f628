/**
 * Razorpay's signatures, with Web Crypto so that the same code runs in Node and the browser
 * (the app imports no node:* module):
 * - checkout: HMAC-SHA256, hex, of `order_id|payment_id` with the key secret (the built-in test
 *   gateway signs with its own local secret, by the same formula);
 * - webhook: HMAC-SHA256, hex, of the raw request body with the webhook secret.
 */
const encoder = new TextEncoder();

export async function hmacSha256Hex(
  secret: string,
  message: string | Uint8Array<ArrayBuffer>,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const data = typeof message === 'string' ? encoder.encode(message) : message;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, data));
  let hex = '';
  for (const byte of mac) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** What the checkout's `razorpay_signature` must be for this order and payment. */
export function checkoutSignature(
  secret: string,
  providerOrderId: string,
  paymentId: string,
): Promise<string> {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

/**
 * Compares two strings in time that depends on their length only, not on where they differ, so
 * a forger cannot find a signature byte by byte from answer times.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  const n = Math.max(x.length, y.length);
  for (let i = 0; i < n; i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** Whether `signature` is the checkout signature of this order and payment under `secret`. */
export async function checkoutSignatureValid(
  secret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): Promise<boolean> {
  const expected = await checkoutSignature(secret, providerOrderId, paymentId);
  return constantTimeEqual(expected, signature.toLowerCase());
}

/** Whether `signature` (X-Razorpay-Signature) is the webhook signature of this raw body. */
export async function webhookSignatureValid(
  secret: string,
  rawBody: Uint8Array<ArrayBuffer>,
  signature: string,
): Promise<boolean> {
  const expected = await hmacSha256Hex(secret, rawBody);
  return constantTimeEqual(expected, signature.toLowerCase());
}
