import { checkoutSignatureValid } from '@core/payments/signature';
import { AppError } from '../../http/errors';
import type { Logger } from '../../deps';
import type { PaymentProvider } from './provider';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com in production; a local fake server in tests. */
  apiUrl: string;
  logger: Logger;
  /** How long to wait for Razorpay's answer. */
  timeoutMs?: number;
}

const unreachable = () =>
  new AppError('PAYMENT_GATEWAY', 'The payment service could not be reached. Please try again.');

/**
 * Razorpay through its documented HTTP API (no SDK: one call, with fetch): an order is
 * `POST /v1/orders` with basic auth (key id and secret), the amount in paise and our receipt.
 * The checkout's signature is checked with the key secret.
 */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const auth = `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`;
  const ordersUrl = new URL('/v1/orders', config.apiUrl).toString();
  return {
    name: 'razorpay',
    publicKeyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      let res: Response;
      try {
        res = await fetch(ordersUrl, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (err) {
        config.logger.error(
          { provider: 'razorpay', err: err instanceof Error ? err.name : 'unknown' },
          'razorpay order could not be created',
        );
        throw unreachable();
      }
      const body: unknown = await res.json().catch(() => null);
      const id =
        typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
          ? body.id
          : null;
      if (!res.ok || !id || !/^[A-Za-z0-9_]{4,64}$/.test(id)) {
        // Only the status: Razorpay's error text may echo what we sent.
        config.logger.error({ provider: 'razorpay', status: res.status }, 'razorpay refused order');
        throw unreachable();
      }
      return { providerOrderId: id };
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      checkoutSignatureValid(config.keySecret, orderId, paymentId, signature),
  };
}
