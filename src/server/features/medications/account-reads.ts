import { and, desc, eq, gte } from 'drizzle-orm';
import { dayRange, localDay, MISSED_AFTER_MS } from '@core/medicines';
import type { Deps } from '../../deps';
import { medicationLogs, medications } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import type { MedicationRow } from './plans';

/**
 * What Home, the reminders and /medications read on every visit, cached per account
 * (db/read-cache.ts): one query each on a miss, none on a hit, whatever the data size.
 */

/** Every medication of the account, newest first. Read-only: it may be shared. */
export function accountMedications(deps: Deps, userId: string): Promise<readonly MedicationRow[]> {
  return deps.cache.get(userId, 'medications', () =>
    deps.db
      .select()
      .from(medications)
      .where(eq(medications.userId, userId))
      .orderBy(desc(medications.createdAt), desc(medications.id)),
  );
}

export interface RecentDoseLog {
  medicationId: string;
  scheduledTime: Date;
  status: (typeof medicationLogs.$inferSelect)['status'];
}

/**
 * The account's dose logs from two hours before the start of its local today on: all that
 * today's statistics, the due reminders and the next doses look at (a late dose of yesterday is
 * still due for two hours). Kept per local day; a new day loads anew.
 */
export function recentDoseLogs(
  deps: Deps,
  user: SessionUser,
  now: Date,
): Promise<readonly RecentDoseLog[]> {
  const day = localDay(now, user.timeZone);
  const from = new Date(dayRange(day, user.timeZone).start.getTime() - MISSED_AFTER_MS);
  return deps.cache.get(user.id, `dose-logs:${user.timeZone}:${day}`, () =>
    deps.db
      .select({
        medicationId: medicationLogs.medicationId,
        scheduledTime: medicationLogs.scheduledTime,
        status: medicationLogs.status,
      })
      .from(medicationLogs)
      .where(and(eq(medicationLogs.userId, user.id), gte(medicationLogs.scheduledTime, from))),
  );
}

/** The logs whose dose time falls in [from, to), of the medications named. */
export function logsBetween(
  logs: readonly RecentDoseLog[],
  medicationIds: ReadonlySet<string>,
  from: Date,
  to: Date,
): RecentDoseLog[] {
  const lo = from.getTime();
  const hi = to.getTime();
  return logs.filter((l) => {
    const t = l.scheduledTime.getTime();
    return t >= lo && t < hi && medicationIds.has(l.medicationId);
  });
}
