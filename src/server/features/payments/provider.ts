import type { PaymentProviderName } from '@core/contract/payments';

export interface NewProviderOrder {
  amountPaise: number;
  currency: string;
  /** Our receipt number (≤ 40 characters, Razorpay's limit). */
  receipt: string;
}

/**
 * Who takes the money. Razorpay when its keys are set (razorpay.ts), the built-in test gateway
 * otherwise (test-gateway.ts). Both verify the checkout's result by the same formula
 * (core/payments/signature.ts), each with its own secret.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Razorpay Checkout's public key id (safe to show the browser); null for the test gateway. */
  publicKeyId: string | null;
  /** Creates the provider's order for this amount; answers its id. */
  createOrder(order: NewProviderOrder): Promise<{ providerOrderId: string }>;
  /** Whether `signature` is the checkout's signature of `providerOrderId|paymentId`. */
  checkoutSignatureValid(
    providerOrderId: string,
    paymentId: string,
    signature: string,
  ): Promise<boolean>;
  /** The test gateway only: signs a paid result as Razorpay Checkout's would be signed. */
  signTestPayment?(providerOrderId: string, paymentId: string): Promise<string>;
}

export interface PaymentDeps {
  provider: PaymentProvider;
  /** Razorpay's webhook secret; null when Razorpay is not configured (no webhook is valid). */
  webhookSecret: string | null;
}

/** A random id of `length` letters and digits, e.g. for receipt numbers and test ids. */
export function randomId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
