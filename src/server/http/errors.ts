import type { TextParams } from '@core/contract/common';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One table from error code to HTTP status: services throw codes, never statuses. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_JSON: 400,
  WRONG_PASSWORD: 400,
  /** A password among the most common ones (PRODUCT §2). */
  COMMON_PASSWORD: 400,
  INVALID_TOKEN: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** An admin disabled the account (ADR 034): it cannot sign in. */
  ACCOUNT_DISABLED: 403,
  /** An admin's change needs the password entered within 15 minutes (ADR 034). */
  REAUTH_REQUIRED: 403,
  /** A premium-only action by an account without premium (features/payments/premium.ts). */
  PREMIUM_REQUIRED: 403,
  /** The built-in test gateway is off (Razorpay is configured). */
  TEST_GATEWAY_OFF: 403,
  /** A checkout result or webhook whose signature does not verify. */
  PAYMENT_INVALID: 400,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  /** What is gone, for the client's own words (ADR 026): the message alone would be English. */
  MEMBER_NOT_FOUND: 404,
  PERIOD_NOT_FOUND: 404,
  CONFLICT: 409,
  /** A period of the member already starts on that date. */
  PERIOD_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** The account's storage quota would be passed (prescription files). */
  QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The payment provider could not be reached or refused the order. */
  PAYMENT_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The message's figures, answered as `params` for the client's own words (ADR 026). */
    readonly params?: TextParams,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** A 404's message, with its own code when the client words it (MEMBER_NOT_FOUND, say). */
export type Missing = string | { message: string; code: ErrorCode };

export const notFound = (what: Missing = 'Not found') =>
  typeof what === 'string'
    ? new AppError('NOT_FOUND', what)
    : new AppError(what.code, what.message);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Please sign in to continue');

export const accountDisabled = () =>
  new AppError(
    'ACCOUNT_DISABLED',
    'This account has been disabled. Please write to support if you think this is a mistake.',
  );
