import { checkoutSignature, checkoutSignatureValid } from '@core/payments/signature';
import { randomId, type PaymentProvider } from './provider';

/**
 * The built-in test gateway (no Razorpay keys): orders are made here, /test-payment stands in
 * for Razorpay Checkout, and its result is signed with `secret` (generated into DATA_DIR at
 * first start, platform/payment-secrets.ts) by Razorpay's formula, then verified by the same
 * code as Razorpay's callback. No money moves.
 */
export function testGatewayProvider(secret: string): PaymentProvider {
  if (secret.length < 32) throw new Error('The test gateway secret is too short');
  return {
    name: 'test',
    publicKeyId: null,
    async createOrder() {
      return { providerOrderId: `order_test${randomId(14)}` };
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      checkoutSignatureValid(secret, orderId, paymentId, signature),
    signTestPayment: (orderId, paymentId) => checkoutSignature(secret, orderId, paymentId),
  };
}
