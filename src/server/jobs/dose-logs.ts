import { and, gte, inArray } from 'drizzle-orm';
import type { DoseLogLike } from '@core/medicines';
import { medicationLogs } from '../db/schema';
import type { Queryable } from '../db/types';

/** The logs of these medications' doses scheduled at or after `since`: what a dose job checks. */
export function doseLogsSince(
  db: Queryable,
  medicationIds: string[],
  since: Date,
): Promise<DoseLogLike[]> {
  return db
    .select({
      medicationId: medicationLogs.medicationId,
      scheduledTime: medicationLogs.scheduledTime,
      status: medicationLogs.status,
    })
    .from(medicationLogs)
    .where(
      and(
        inArray(medicationLogs.medicationId, medicationIds),
        gte(medicationLogs.scheduledTime, since),
      ),
    );
}
