import { eq } from 'drizzle-orm';
import { dosesToMarkMissed, DEFAULT_TIME_ZONE } from '@core/medicines';
import { medicationLogs, medications, users } from '../db/schema';
import { planOf, type RowPlan } from '../features/medications/plans';
import { doseLogsSince } from '../features/doses/dose-logs';
import type { Job } from './scheduler';

/** How far back a run looks: a server that was down for a while still catches up on a day. */
export const MISSED_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * PRODUCT §4: a dose not logged two hours after its time is logged `missed` by the server.
 * Three queries per run, whatever the number of accounts; re-running is harmless because a
 * dose can be logged only once.
 */
export const missedDosesJob: Job = {
  name: 'missed-doses',
  everyMs: 60_000,
  async run(deps, now) {
    const { db } = deps;
    const since = new Date(now.getTime() - MISSED_LOOKBACK_MS);
    const rows = await db
      .select({ medication: medications, timeZone: users.timeZone })
      .from(medications)
      .innerJoin(users, eq(users.id, medications.userId))
      .where(eq(medications.active, true));
    const active = rows.filter((r) => !r.medication.asNeeded);
    if (active.length === 0) return 'no scheduled medications';
    const logs = await doseLogsSince(db, {
      medicationIds: active.map((r) => r.medication.id),
      since,
    });
    const byZone = new Map<string, RowPlan[]>();
    for (const r of active) {
      const tz = r.timeZone || DEFAULT_TIME_ZONE;
      byZone.set(tz, [...(byZone.get(tz) ?? []), planOf(r.medication)]);
    }
    const missed = [...byZone].flatMap(([tz, plans]) =>
      dosesToMarkMissed(plans, logs, since, now, tz),
    );
    if (missed.length === 0) return 'nothing missed';
    const inserted = await db
      .insert(medicationLogs)
      .values(
        missed.map(({ medication: { row }, dose }) => ({
          userId: row.userId,
          medicationId: row.id,
          scheduledTime: dose.at,
          status: 'missed' as const,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: medicationLogs.userId });
    // Written outside a request: the accounts' cached dose logs are stale now.
    for (const userId of new Set(inserted.map((r) => r.userId))) deps.cache.invalidate(userId);
    return `${inserted.length} doses marked missed`;
  },
};
