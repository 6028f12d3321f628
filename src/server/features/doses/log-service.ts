import { and, desc, eq, sql } from 'drizzle-orm';
import type { MedicationLog, MedicationLogCreate } from '@core/contract/medicines';
import {
  DOSE_LOG_MESSAGES,
  doseLogProblem,
  isTooFarAhead,
  plannedDoseAt,
  type DoseLogProblem,
  type DosePlan,
  type LogStatus,
} from '@core/medicines';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { medicationLogs, medications } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/context';
import { findMedication } from '../medications/service';
import { planOf } from '../medications/plans';

type LogRow = typeof medicationLogs.$inferSelect;

function toLog(row: LogRow, med?: { name: string; dosage: string }): MedicationLog {
  return {
    id: row.id,
    medicationId: row.medicationId,
    scheduledTime: row.scheduledTime.toISOString(),
    takenTime: row.takenTime ? row.takenTime.toISOString() : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(med ? { medicationName: med.name, dosage: med.dosage } : {}),
  };
}

/** Newest first, with each medicine's name so Recent Activity needs one call. */
export async function listLogs(
  deps: Deps,
  user: SessionUser,
  q: { limit?: number; medicationId?: string; memberId?: string },
): Promise<MedicationLog[]> {
  const conditions = [eq(medicationLogs.userId, user.id)];
  if (q.medicationId) conditions.push(eq(medicationLogs.medicationId, q.medicationId));
  if (q.memberId) conditions.push(eq(medications.memberId, q.memberId));
  const rows = await deps.db
    .select({ log: medicationLogs, name: medications.name, dosage: medications.dosage })
    .from(medicationLogs)
    .innerJoin(medications, eq(medications.id, medicationLogs.medicationId))
    .where(and(...conditions))
    .orderBy(desc(medicationLogs.createdAt), desc(medicationLogs.id))
    .limit(q.limit ?? 50);
  return rows.map((r) => toLog(r.log, r));
}

/**
 * Only a real dose of this medicine can be logged taken or missed (core/medicines/dose-log.ts).
 * 'added' records adding a medicine, not a dose: it keeps only the day-ahead bound.
 */
function logProblem(
  plan: DosePlan,
  status: LogStatus,
  scheduled: Date,
  now: Date,
  timeZone: string,
): DoseLogProblem | null {
  if (status !== 'added') return doseLogProblem(plan, scheduled, now, timeZone);
  return isTooFarAhead(scheduled, now) ? 'tooFarAhead' : null;
}

/** Logs a dose once; taking it lowers the stock by that dose's tablets. */
export async function createLog(
  deps: Deps,
  user: SessionUser,
  input: MedicationLogCreate,
): Promise<MedicationLog> {
  const { db, clock } = deps;
  const now = clock.now();
  const med = await findMedication(db, user.id, input.medicationId);
  const scheduled = new Date(input.scheduledTime);
  const plan = planOf(med);
  const problem = logProblem(plan, input.status, scheduled, now, user.timeZone);
  if (problem) throw new AppError('VALIDATION', DOSE_LOG_MESSAGES[problem]);
  const taken = input.status === 'taken';
  // The phone's clock may run fast: a dose taken "in the future" was taken now. Refusing it
  // would lose the log silently (spec §8: the reminder's Taken shows no error).
  const claimed = taken ? new Date(input.takenTime ?? now.toISOString()) : null;
  const takenTime = claimed && claimed.getTime() > now.getTime() ? now : claimed;
  // A scheduled dose takes its own tablets; an as-needed one is one tablet.
  const quantity = taken ? (plannedDoseAt(plan, scheduled, user.timeZone)?.quantity ?? 1) : 0;
  try {
    const row = await db.transaction(async (tx) => {
      const [log] = await tx
        .insert(medicationLogs)
        .values({
          userId: user.id,
          medicationId: med.id,
          scheduledTime: scheduled,
          takenTime,
          status: input.status,
          quantity,
          createdAt: now,
        })
        .returning();
      if (taken && med.stock !== null) {
        await tx
          .update(medications)
          .set({ stock: sql`greatest(${medications.stock} - ${quantity}, 0)` })
          .where(eq(medications.id, med.id));
      }
      return log;
    });
    if (!row) throw new AppError('INTERNAL', 'Could not save the log');
    return toLog(row, med);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 'This dose is already logged');
    }
    throw err;
  }
}
