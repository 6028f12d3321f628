import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { medications } from '../../db/schema';
import type { MedicationRow } from './plans';

/**
 * What Home, the reminders and /medications read on every visit, cached per account
 * (db/read-cache.ts): one query each on a miss, none on a hit, whatever the data size. The
 * account's recent dose logs are the doses feature's (doses/dose-logs.ts recentDoseLogs).
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
