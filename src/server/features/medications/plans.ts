import type { CeilingPrice } from '@core/contract/prices';
import type { Medication } from '@core/contract/medicines';
import {
  createSchedule,
  MISSED_AFTER_MS,
  nextDose,
  type MedicationPlan,
  type Schedule,
  type Weekday,
} from '@core/medicines';
import type { medications } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;

export interface RowPlan extends MedicationPlan {
  row: MedicationRow;
}

export function scheduleOf(row: MedicationRow): Schedule {
  return createSchedule({
    times: row.times,
    weekdays: (row.weekdays as Weekday[] | null) ?? null,
    asNeeded: row.asNeeded,
    quantities: row.quantities,
    everyHours: row.everyHours,
    notation: row.notation,
  });
}

/** A stored medication as the core rules see it; its creation time is when it was added. */
export function planOf(row: MedicationRow): RowPlan {
  return {
    id: row.id,
    row,
    active: row.active,
    schedule: scheduleOf(row),
    course: { startDate: row.startDate, endDate: row.endDate, addedAt: row.createdAt },
  };
}

/** The next dose not yet logged, counting one still due (up to two hours late) as next. */
export function nextDoseAt(
  plan: RowPlan,
  now: Date,
  timeZone: string,
  isLogged: (medicationId: string, at: Date) => boolean,
): string | null {
  if (!plan.active) return null;
  const from = new Date(now.getTime() - MISSED_AFTER_MS + 1);
  const dose = nextDose(plan.schedule, plan.course, from, timeZone, (d) => isLogged(plan.id, d.at));
  return dose ? dose.at.toISOString() : null;
}

export function toMedication(
  row: MedicationRow,
  next: string | null,
  ceilings: CeilingPrice[],
): Medication {
  return {
    id: row.id,
    memberId: row.memberId,
    name: row.name,
    dosage: row.dosage,
    frequency: row.frequency,
    instructions: row.instructions,
    withFood: row.withFood,
    color: row.color,
    times: row.times,
    weekdays: row.weekdays,
    asNeeded: row.asNeeded,
    quantities: row.quantities,
    notation: row.notation,
    startDate: row.startDate,
    endDate: row.endDate,
    stock: row.stock,
    refillThreshold: row.refillThreshold,
    notes: row.notes,
    active: row.active,
    nextDoseAt: next,
    ceilings,
  };
}
