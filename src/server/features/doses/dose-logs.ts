import { and, eq, gte, inArray } from 'drizzle-orm';
import { dayRange, localDay, MISSED_AFTER_MS, type LogStatus } from '@core/medicines';
import type { Deps } from '../../deps';
import { medicationLogs } from '../../db/schema';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../http/context';

/** A dose log as the dose rules read it (core/medicines DoseLogLike): whose dose, when, how. */
export interface DoseLog {
  medicationId: string;
  scheduledTime: Date;
  status: LogStatus;
}

/** Which logs: doses scheduled at or after `since`, narrowed to an account, medicines, statuses. */
export interface DoseLogsFilter {
  since: Date;
  userId?: string;
  medicationIds?: readonly string[];
  statuses?: readonly LogStatus[];
}

/**
 * The one read of "dose logs since T": what the dose jobs check, today's statistics and
 * reminders, a medicine's next dose, the caregiver's view and the doctor's report. No medicine
 * named (an empty list) is no log, without a query.
 */
export async function doseLogsSince(db: Queryable, filter: DoseLogsFilter): Promise<DoseLog[]> {
  const { since, userId, medicationIds, statuses } = filter;
  if (medicationIds?.length === 0) return [];
  return db
    .select({
      medicationId: medicationLogs.medicationId,
      scheduledTime: medicationLogs.scheduledTime,
      status: medicationLogs.status,
    })
    .from(medicationLogs)
    .where(
      and(
        userId === undefined ? undefined : eq(medicationLogs.userId, userId),
        medicationIds === undefined
          ? undefined
          : inArray(medicationLogs.medicationId, [...medicationIds]),
        statuses === undefined ? undefined : inArray(medicationLogs.status, [...statuses]),
        gte(medicationLogs.scheduledTime, since),
      ),
    );
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
): Promise<readonly DoseLog[]> {
  const day = localDay(now, user.timeZone);
  const from = new Date(dayRange(day, user.timeZone).start.getTime() - MISSED_AFTER_MS);
  return deps.cache.get(user.id, `dose-logs:${user.timeZone}:${day}`, () =>
    doseLogsSince(deps.db, { userId: user.id, since: from }),
  );
}

/** The logs whose dose time falls in [from, to), of the medications named. */
export function logsBetween(
  logs: readonly DoseLog[],
  medicationIds: ReadonlySet<string>,
  from: Date,
  to: Date,
): DoseLog[] {
  const lo = from.getTime();
  const hi = to.getTime();
  return logs.filter((l) => {
    const t = l.scheduledTime.getTime();
    return t >= lo && t < hi && medicationIds.has(l.medicationId);
  });
}
