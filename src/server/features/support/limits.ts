import type { Limit } from '../../http/rate-limit';

const HOUR = 60 * 60_000;

/** How many contact-form messages one account, and one address, may send an hour. */
export const SUPPORT_LIMITS = {
  messagesPerAccount: { max: 5, windowMs: HOUR },
  /** Signed out or in: a family behind one home connection shares it. */
  messagesPerAddress: { max: 20, windowMs: HOUR },
} satisfies Record<string, Limit>;
