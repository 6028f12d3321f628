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
  /** Every sign-up attempt from one address, counted before any work (ADR 023). */
  signUpsPerIp: { max: 30, windowMs: 60 * MINUTE },
  /**
   * 'An account with this email already exists' answers to one address (ADR 023): past it, the
   * address may not sign up at all for the rest of the window, so the answer cannot be harvested.
   */
  signUpEmailTakenPerIp: { max: 5, windowMs: 60 * MINUTE },
  resetEmailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetAttemptsPerIp: { max: 20, windowMs: 60 * MINUTE },
  passwordChangesFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
