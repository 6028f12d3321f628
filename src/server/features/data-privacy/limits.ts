import type { Limit } from '../../http/rate-limit';

const MINUTE = 60_000;

export const DATA_PRIVACY_LIMITS = {
  /** Exports per account: each reads the whole account, so a loop cannot load the server. */
  exportsPerAccount: { max: 5, windowMs: 60 * MINUTE },
  /** Wrong passwords when deleting the account, as for changing the password. */
  deleteFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
