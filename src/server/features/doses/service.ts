import { and, eq } from 'drizzle-orm';
import type { MedicationReminder, Statistics } from '@core/contract/medicines';
import { dayStatistics, dueDoses, MISSED_AFTER_MS, statisticsLogWindow } from '@core/medicines';
import type { Deps } from '../../deps';
import { medications } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { doseLogsBetween } from '../medication-logs/service';
import { planOf, type RowPlan } from '../medications/plans';

async function activePlans(deps: Deps, userId: string, memberId?: string): Promise<RowPlan[]> {
  const where = memberId
    ? and(
        eq(medications.userId, userId),
        eq(medications.active, true),
        eq(medications.memberId, memberId),
      )
    : and(eq(medications.userId, userId), eq(medications.active, true));
  const rows = await deps.db.select().from(medications).where(where);
  return rows.map(planOf);
}

/** Spec §3 Statistics for the user's today: two queries whatever the history's size. */
export async function statistics(
  deps: Deps,
  user: SessionUser,
  filter: { memberId?: string },
): Promise<Statistics> {
  const now = deps.clock.now();
  const plans = await activePlans(deps, user.id, filter.memberId);
  const window = statisticsLogWindow(now, user.timeZone);
  const logs = await doseLogsBetween(
    deps,
    user.id,
    plans.map((p) => p.id),
    window.from,
    window.to,
  );
  const s = dayStatistics(plans, logs, now, user.timeZone);
  return {
    progressPercentage: s.progressPercentage,
    takenToday: s.takenToday,
    totalMedications: s.totalMedications,
    missedToday: s.missedToday,
    pendingToday: s.pendingToday,
    upcomingMedications: s.upcoming.map(({ medication: { row }, dose }) => ({
      id: row.id,
      name: row.name,
      dosage: row.dosage,
      instructions: row.instructions,
      withFood: row.withFood,
      color: row.color,
      scheduledTime: dose.at.toISOString(),
    })),
  };
}

/** PRODUCT §4: doses due now and not logged (until they become missed, two hours on). */
export async function medicationReminders(
  deps: Deps,
  user: SessionUser,
): Promise<MedicationReminder[]> {
  const now = deps.clock.now();
  const plans = await activePlans(deps, user.id);
  const from = new Date(now.getTime() - MISSED_AFTER_MS);
  const logs = await doseLogsBetween(
    deps,
    user.id,
    plans.map((p) => p.id),
    from,
    new Date(now.getTime() + 1),
  );
  return dueDoses(plans, logs, now, user.timeZone).map(({ medication: { row }, dose }) => ({
    medicationId: row.id,
    medicationName: row.name,
    dosage: row.dosage,
    ...(row.instructions ? { instructions: row.instructions } : {}),
    scheduledTime: dose.at.toISOString(),
  }));
}
