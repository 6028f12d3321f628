import { eq } from 'drizzle-orm';
import { DOSE_LOG_MESSAGES, doseLogProblem } from '@core/medicines';
import { SNOOZE_MS } from '@core/push/schedule';
import type { PushSnoozeInput } from '@core/contract/push';
import {
  DEFAULT_SERVER_PREFERENCES,
  type NotificationPreferencesPatch,
  type ServerNotificationPreferences,
} from '@core/contract/push';
import { notificationPreferences, pushSnoozes } from '../../db/schema';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { planOf } from '../medications/plans';
import { findMedication } from '../medications/service';
import type { Db } from '../../db/types';

type Row = typeof notificationPreferences.$inferSelect;

export const toPreferences = (r: Row | undefined): ServerNotificationPreferences =>
  r
    ? {
        medications: r.medications,
        periods: r.periods,
        healthCheckups: r.healthCheckups,
        generalReminders: r.generalReminders,
        showDetails: r.showDetails,
      }
    : { ...DEFAULT_SERVER_PREFERENCES };

/** The account's preferences; no row: all on (spec §3's defaults). */
export async function preferencesOf(
  db: Db,
  userId: string,
): Promise<ServerNotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return toPreferences(row);
}

/** Changes some preferences, in one statement (a first change makes the row). */
export async function updatePreferences(
  db: Db,
  userId: string,
  patch: NotificationPreferencesPatch,
  now: Date,
): Promise<ServerNotificationPreferences> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...set, updatedAt: now } })
    .returning();
  return toPreferences(row);
}

/**
 * Snooze 15m on a pushed dose (ADR 032): the push job sends the dose again in 15 minutes unless
 * it is logged by then. The medicine must be the account's (404) and the time one of its doses.
 */
export async function snoozeDose(
  deps: Deps,
  user: SessionUser,
  input: PushSnoozeInput,
): Promise<{ dueAt: string }> {
  const now = deps.clock.now();
  const med = await findMedication(deps.db, user.id, input.medicationId);
  const scheduledTime = new Date(input.scheduledTime);
  const problem = doseLogProblem(planOf(med), scheduledTime, now, user.timeZone);
  if (problem) throw new AppError('VALIDATION', DOSE_LOG_MESSAGES[problem]);
  const dueAt = new Date(now.getTime() + SNOOZE_MS);
  await deps.db
    .insert(pushSnoozes)
    .values({ medicationId: med.id, scheduledTime, userId: user.id, dueAt })
    .onConflictDoUpdate({
      target: [pushSnoozes.medicationId, pushSnoozes.scheduledTime],
      set: { dueAt },
    });
  return { dueAt: dueAt.toISOString() };
}
