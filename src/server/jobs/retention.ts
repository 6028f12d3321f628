import { lte } from 'drizzle-orm';
import {
  caregiverInvites,
  passwordResetTokens,
  pushSnoozes,
  rateLimits,
  sessions,
} from '../db/schema';
import type { Job } from './scheduler';

/**
 * The longest window of any rate limit (auth/limits.ts, prescription uploads: one hour). A
 * counter whose window started before it is over and is deleted; a longer limit must raise this.
 */
export const LONGEST_LIMIT_WINDOW_MS = 60 * 60_000;

/** How long a snoozed dose is kept after it came due: long enough for every server to see it. */
export const SNOOZE_KEPT_MS = 24 * 60 * 60_000;

/**
 * The privacy policy's retention (ADR 029), hourly: an ended session's row (its device and
 * address), an expired reset token or caregiver invitation (someone else's email address), a
 * finished attempt counter (keyed by email and address) and a snoozed dose a day past its push
 * are deleted, not merely ignored. Five statements per run, whatever the number of rows.
 */
export const retentionJob: Job = {
  name: 'retention',
  everyMs: 60 * 60_000,
  async run(deps, now) {
    const { db } = deps;
    const ended = await db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    const tokens = await db
      .delete(passwordResetTokens)
      .where(lte(passwordResetTokens.expiresAt, now))
      .returning({ id: passwordResetTokens.id });
    const invites = await db
      .delete(caregiverInvites)
      .where(lte(caregiverInvites.expiresAt, now))
      .returning({ id: caregiverInvites.id });
    const counters = await db
      .delete(rateLimits)
      .where(lte(rateLimits.windowStart, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS)))
      .returning({ key: rateLimits.key });
    const snoozes = await db
      .delete(pushSnoozes)
      .where(lte(pushSnoozes.dueAt, new Date(now.getTime() - SNOOZE_KEPT_MS)))
      .returning({ medicationId: pushSnoozes.medicationId });
    return `deleted ${ended.length} ended sessions, ${tokens.length} expired reset tokens, ${invites.length} expired caregiver invitations, ${counters.length} attempt counters, ${snoozes.length} old snoozes`;
  },
};
