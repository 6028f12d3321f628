/** Razorpay Checkout, loaded only by /payment-gateway and only when Razorpay is the provider. */
const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (answer: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: () => void): void;
}

type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export type CheckoutOutcome =
  | { kind: 'paid'; paymentId: string; signature: string }
  | { kind: 'dismissed' }
  | { kind: 'failed' };

/** Opens Checkout for the server's order; settles when it is paid, failed or closed. */
export async function openRazorpayCheckout(order: {
  keyId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  description: string;
}): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.providerOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'MedMitra',
      description: order.description,
      handler: (answer) =>
        resolve({
          kind: 'paid',
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
      theme: { color: '#b45309' },
    });
    // Checkout lets the person try again after a failure; we note it and wait for the outcome.
    checkout.on('payment.failed', () => undefined);
    checkout.open();
  });
}
