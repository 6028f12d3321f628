import { eq } from 'drizzle-orm';
import {
  DEFAULT_SERVER_PREFERENCES,
  type NotificationPreferencesPatch,
  type ServerNotificationPreferences,
} from '@core/contract/push';
import { notificationPreferences } from '../../db/schema';
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
