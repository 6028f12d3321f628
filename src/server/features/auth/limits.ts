import type { Limit } from '../../http/rate-limit';

const MINUTE = 60_000;

/** PRODUCT §2 rate limits. */
export const AUTH_LIMITS = {
  signInFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  signUpsPerIp: { max: 30, windowMs: 60 * MINUTE },
  resetEmailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { max: 20, windowMs: 60 * MINUTE },
  resetAttemptsPerIp: { max: 20, windowMs: 60 * MINUTE },
  passwordChangesFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
