import { and, eq, lte } from 'drizzle-orm';
import type { Deps } from '../deps';
import { subscriptions } from '../db/schema';
import type { Job } from './scheduler';

/**
 * Ends lapsed subscriptions: an active one whose paid period is over becomes `expired` (one
 * statement, whatever the number of accounts). Premium checks compare the end with now anyway
 * (payments/premium.ts), so a slot this job misses denies nothing it should grant.
 */
export const subscriptionExpiryJob: Job = {
  name: 'subscription-expiry',
  everyMs: 15 * 60_000,
  async run(deps: Deps, now: Date) {
    const ended = await deps.db
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)))
      .returning({ userId: subscriptions.userId });
    return `${ended.length} subscriptions ended`;
  },
};
