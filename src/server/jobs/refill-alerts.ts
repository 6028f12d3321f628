import { refillAlert } from '@core/contract/prescriptions';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { dailyQuantity, daysOfStockLeft, localDay, needsRefill } from '@core/medicines';
import type { Deps } from '../deps';
import { medications, notifications, users } from '../db/schema';
import { planOf } from '../features/medications/plans';
import type { Job } from './scheduler';

/**
 * PRODUCT §4: a refill alert when the stock covers the threshold or fewer days. Raised once per
 * low-stock spell: topping the stock up clears the mark.
 */
export const refillAlertsJob: Job = {
  name: 'refill-alerts',
  everyMs: 15 * 60_000,
  async run(deps: Deps, now: Date) {
    const { db } = deps;
    const rows = await db
      .select({ medication: medications, timeZone: users.timeZone })
      .from(medications)
      .innerJoin(users, eq(users.id, medications.userId))
      .where(
        and(
          eq(medications.active, true),
          isNotNull(medications.stock),
          isNull(medications.refillAlertedAt),
        ),
      );
    const low = rows.filter(({ medication, timeZone }) => {
      const plan = planOf(medication);
      return needsRefill({
        stock: medication.stock,
        refillThreshold: medication.refillThreshold,
        schedule: plan.schedule,
        course: plan.course,
        today: localDay(now, timeZone),
      });
    });
    if (low.length === 0) return 'no refills due';
    await db.transaction(async (tx) => {
      await tx.insert(notifications).values(
        low.map(({ medication: m }) => {
          const days = daysOfStockLeft(m.stock, dailyQuantity(planOf(m).schedule));
          return {
            userId: m.userId,
            type: 'refill' as const,
            medicationId: m.id,
            ...refillAlert(`${m.name} ${m.dosage}`, days, m.stock ?? 0),
            createdAt: now,
          };
        }),
      );
      await tx
        .update(medications)
        .set({ refillAlertedAt: now })
        .where(
          inArray(
            medications.id,
            low.map((r) => r.medication.id),
          ),
        );
    });
    // Written outside a request: the accounts' cached medication rows are stale now.
    for (const userId of new Set(low.map((r) => r.medication.userId)))
      deps.cache.invalidate(userId);
    return `${low.length} refill alerts`;
  },
};
