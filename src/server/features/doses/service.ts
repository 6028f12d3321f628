import type { MedicationReminder, Statistics } from '@core/contract/medicines';
import { dayStatistics, dueDoses, MISSED_AFTER_MS, statisticsLogWindow } from '@core/medicines';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';
import { assertOwnMember } from '../family/service';
import { accountMedications } from '../medications/account-reads';
import { planOf, type RowPlan } from '../medications/plans';
import { logsBetween, recentDoseLogs } from './dose-logs';

/** The account's (or member's) active medications as plans, from the cached rows. */
async function activePlans(deps: Deps, userId: string, memberId?: string): Promise<RowPlan[]> {
  const rows = await accountMedications(deps, userId);
  return rows.filter((r) => r.active && (!memberId || r.memberId === memberId)).map(planOf);
}

const idsOf = (plans: RowPlan[]) => new Set(plans.map((p) => p.id));

/** Spec §3 Statistics for the user's today: two cached queries whatever the history's size. */
export async function statistics(
  deps: Deps,
  user: SessionUser,
  filter: { memberId?: string },
): Promise<Statistics> {
  const now = deps.clock.now();
  const plans = await activePlans(deps, user.id, filter.memberId);
  // Another account's member is a 404, not an empty day; checked only when nothing was found.
  if (filter.memberId && plans.length === 0) {
    await assertOwnMember(deps.db, user.id, filter.memberId);
  }
  const window = statisticsLogWindow(now, user.timeZone);
  const recent = await recentDoseLogs(deps, user, now);
  const logs = logsBetween(recent, idsOf(plans), window.from, window.to);
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
  const recent = await recentDoseLogs(deps, user, now);
  const logs = logsBetween(recent, idsOf(plans), from, new Date(now.getTime() + 1));
  return dueDoses(plans, logs, now, user.timeZone).map(({ medication: { row }, dose }) => ({
    medicationId: row.id,
    medicationName: row.name,
    dosage: row.dosage,
    ...(row.instructions ? { instructions: row.instructions } : {}),
    scheduledTime: dose.at.toISOString(),
  }));
}
