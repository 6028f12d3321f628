import { describe, expect, it } from 'vitest';
import {
  checkoutSignature,
  checkoutSignatureValid,
  constantTimeEqual,
  hmacSha256Hex,
  webhookSignatureValid,
} from './signature';

const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
/**
 * Reference digests made with Node's `crypto.createHmac('sha256', secret).update(data)` (and
 * `openssl dgst -sha256 -hmac`), not with the code under test.
 */
const REFERENCE = {
  checkout: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
  orderAPayB: '07da88a1fa1298ed59ad676661014788ccb8418997e93f5c59aa1d033c55c439',
  webhook: '153f28a132f7040ff3246647d569d34d05e2dd9b23f50a16c97d9c8e96c5a3df',
};

describe("Razorpay's signatures", () => {
  it('checkout: HMAC-SHA256 hex of order_id|payment_id with the key secret', async () => {
    const expected = REFERENCE.checkout;
    expect(await checkoutSignature(SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(
      expected,
    );
    expect(
      await checkoutSignatureValid(SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', expected),
    ).toBe(true);
    // Upper-case hex is the same signature.
    expect(
      await checkoutSignatureValid(
        SECRET,
        'order_IEIaMR65cu6nz3',
        'pay_IH4NVgf4Dreq1l',
        expected.toUpperCase(),
      ),
    ).toBe(true);
  });

  it('refuses another order, another payment, another secret and a changed digit', async () => {
    const good = REFERENCE.orderAPayB;
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_B', good)).toBe(true);
    expect(await checkoutSignatureValid(SECRET, 'order_X', 'pay_B', good)).toBe(false);
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_X', good)).toBe(false);
    expect(await checkoutSignatureValid('other-secret', 'order_A', 'pay_B', good)).toBe(false);
    const flipped = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_B', flipped)).toBe(false);
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_B', '')).toBe(false);
  });

  it('webhook: HMAC-SHA256 hex of the raw body bytes with the webhook secret', async () => {
    const body = '{"event":"payment.captured","payload":{"x":"हिंदी"}}';
    const bytes = new TextEncoder().encode(body);
    const expected = REFERENCE.webhook;
    expect(await hmacSha256Hex('whsec', bytes)).toBe(expected);
    expect(await webhookSignatureValid('whsec', bytes, expected)).toBe(true);
    // One byte changed (a space added by a re-serialiser) is another body.
    const reformatted = new TextEncoder().encode(body.replace(':', ': '));
    expect(await webhookSignatureValid('whsec', reformatted, expected)).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('is equality of the strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('a', '')).toBe(false);
  });
});
