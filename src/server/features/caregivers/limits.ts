import type { Limit } from '../../http/rate-limit';

const HOUR = 60 * 60_000;

/**
 * The caregivers' rate limits (ADR 037), per account and one hour each (the retention job's longest
 * window). Invitations email someone else, so they are the scarce ones.
 */
export const CAREGIVER_LIMITS = {
  invitesPerAccount: { max: 10, windowMs: HOUR },
  /** Looking an invitation up and accepting it: a person needs a few, a guesser many. */
  acceptAttemptsPerAccount: { max: 30, windowMs: HOUR },
  /** Removing a caregiver, cancelling an invitation, changing a delay, leaving. */
  changesPerAccount: { max: 60, windowMs: HOUR },
} satisfies Record<string, Limit>;
