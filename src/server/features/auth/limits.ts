import type { Limit } from '../../http/rate-limit';

const MINUTE = 60_000;

/** PRODUCT §2 rate limits. */
export const AUTH_LIMITS = {
  /** Failures for one account from one address: the guessing cap (PRODUCT §2's 5). */
  signInFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Failures for one account from all addresses. Past it, an address that has already failed
   * for this account is refused, but the right password from a clean address still gets in: a
   * guesser elsewhere cannot lock the owner out, and a spread-out guesser gets one try per new
   * address.
   */
  signInFailuresPerAccount: { max: 50, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  signUpsPerIp: { max: 30, windowMs: 60 * MINUTE },
  resetEmailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetAttemptsPerIp: { max: 20, windowMs: 60 * MINUTE },
  passwordChangesFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
