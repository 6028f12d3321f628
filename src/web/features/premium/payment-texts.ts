import { t } from '@lingui/core/macro';
import { ApiError, isNetworkError } from '@web/lib/api';
import { numberFormat } from '@web/lib/number-format';

/**
 * Where an order is made and paid. Linked as a page load of its own, not a route change: only
 * that page's answer allows Razorpay Checkout's script and frames (ADR 031).
 */
export const CHECKOUT_PAGE = '/payment-gateway';

/** ₹120: whole rupees when there are no paise, in the active locale (en-IN, hi-IN). */
export function formatPrice(paise: number, currency = 'INR'): string {
  const whole = paise % 100 === 0;
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

/** What went wrong with a payment request, in the screen's language, from the server's code. */
export function paymentErrorText(error: unknown): string {
  if (isNetworkError(error)) {
    return t`Unable to connect to the server. Please check your internet connection and try again.`;
  }
  if (error instanceof ApiError) {
    switch (error.serverCode) {
      case 'PAYMENT_GATEWAY':
        return t`The payment service could not be reached. Please try again.`;
      case 'PAYMENT_INVALID':
        return t`The payment could not be verified. If money was taken, it is refunded automatically; please try again.`;
      case 'RATE_LIMITED':
        return t`Too many attempts. Please wait a few minutes and try again.`;
      case 'TEST_GATEWAY_OFF':
        return t`Test payments are off: real payments are set up on this server.`;
      case 'CONFLICT':
        return t`This order was made with another payment method. Please start again.`;
      case 'NOT_FOUND':
        return t`This order was not found.`;
      case 'UNAUTHORIZED':
        return t`Please sign in to continue`;
    }
  }
  return t`Something went wrong. Please try again.`;
}
