import { and, eq } from 'drizzle-orm';
import type { MedicationCreate, MedicationUpdate, Medication } from '@core/contract/medicines';
import {
  createSchedule,
  doseKey,
  FOOD_LABELS,
  frequencyLabel,
  isWithFood,
  localDay,
  MISSED_AFTER_MS,
  resolveSchedule,
  scheduleSources,
  type Schedule,
  type Weekday,
} from '@core/medicines';
import type { Deps } from '../../deps';
import type { Db } from '../../db/types';
import { medicationLogs, medications } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/context';
import { assertOwnMember, selfMemberId } from '../family/service';
import { ceilingFinder, findCeilings } from '../prices/ceilings';
import { doseLogsSince, recentDoseLogs } from '../doses/dose-logs';
import { accountMedications } from './account-reads';
import { nextDoseAt, planOf, scheduleOf, toMedication, type MedicationRow } from './plans';

export async function findMedication(db: Db, userId: string, id: string): Promise<MedicationRow> {
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.userId, userId)));
  if (!row) throw notFound('Medication not found');
  return row;
}

/**
 * The account's medications with their real next dose and NPPA ceiling: two cached queries
 * whatever the size (the ceilings are matched in memory).
 */
export async function listMedications(
  deps: Deps,
  user: SessionUser,
  filter: { memberId?: string },
): Promise<Medication[]> {
  const now = deps.clock.now();
  const all = await accountMedications(deps, user.id);
  const rows = filter.memberId ? all.filter((r) => r.memberId === filter.memberId) : all;
  if (rows.length === 0) {
    // Another account's member is a 404, not an empty list.
    if (filter.memberId) await assertOwnMember(deps.db, user.id, filter.memberId);
    return [];
  }
  const since = now.getTime() - MISSED_AFTER_MS;
  const [logs, ceilingsOf] = await Promise.all([
    recentDoseLogs(deps, user, now),
    ceilingFinder(deps.db),
  ]);
  const logged = new Set(
    logs
      .filter((l) => l.status !== 'added' && l.scheduledTime.getTime() >= since)
      .map((l) => doseKey(l.medicationId, l.scheduledTime)),
  );
  return rows.map((row) =>
    toMedication(
      row,
      nextDoseAt(planOf(row), now, user.timeZone, (id, at) => logged.has(doseKey(id, at))),
      ceilingsOf(row.name, row.dosage),
    ),
  );
}

/**
 * Doses logged (taken or missed) from two hours ago on, as dose keys. Read from the database:
 * a write request reads its own writes, which the cache may not have yet.
 */
async function loggedDoses(db: Db, userId: string, ids: string[], now: Date): Promise<Set<string>> {
  const logs = await doseLogsSince(db, {
    userId,
    medicationIds: ids,
    statuses: ['taken', 'missed'],
    since: new Date(now.getTime() - MISSED_AFTER_MS),
  });
  return new Set(logs.map((l) => doseKey(l.medicationId, l.scheduledTime)));
}

export async function getMedication(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<Medication> {
  const row = await findMedication(deps.db, user.id, id);
  const [logged, ceilings] = await Promise.all([
    loggedDoses(deps.db, user.id, [row.id], deps.clock.now()),
    findCeilings(deps.db, row.name, row.dosage),
  ]);
  return toMedication(
    row,
    nextDoseAt(planOf(row), deps.clock.now(), user.timeZone, (m, at) => logged.has(doseKey(m, at))),
    ceilings,
  );
}

function scheduleColumns(schedule: Schedule) {
  return {
    times: schedule.times,
    weekdays: schedule.weekdays,
    asNeeded: schedule.asNeeded,
    quantities: schedule.quantities,
    everyHours: schedule.everyHours,
    notation: schedule.notation,
  };
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION', message);
}

/**
 * Adds medications together or not at all: each checked (its member is the account's, its
 * schedule makes sense), then all inserted with their "added" logs in one transaction.
 */
export async function createMedications(
  deps: Deps,
  user: SessionUser,
  inputs: readonly MedicationCreate[],
): Promise<Medication[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const self = inputs.some((i) => !i.memberId) ? await selfMemberId(db, user.id) : null;
  for (const memberId of new Set(inputs.flatMap((i) => (i.memberId ? [i.memberId] : [])))) {
    await assertOwnMember(db, user.id, memberId);
  }
  const today = localDay(now, user.timeZone);
  const values = inputs.map((input) => {
    const resolved = resolveSchedule(input);
    if (!resolved.ok) throw invalid(resolved.message);
    const startDate = input.startDate ?? today;
    if (input.endDate && input.endDate < startDate) {
      throw invalid('End date cannot be before the start date');
    }
    const food = resolved.food;
    return {
      userId: user.id,
      memberId: input.memberId ?? self ?? '',
      name: input.name,
      dosage: input.dosage,
      frequency: input.frequency || resolved.frequency,
      instructions: input.instructions || (food ? FOOD_LABELS[food] : ''),
      withFood: input.withFood || isWithFood(food),
      color: input.color,
      ...scheduleColumns(resolved.schedule),
      startDate,
      endDate: input.endDate ?? null,
      stock: input.stock ?? null,
      refillThreshold: input.refillThreshold,
      notes: input.notes,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    };
  });
  if (values.length === 0) return [];
  const rows = await db.transaction(async (tx) => {
    const created = await tx.insert(medications).values(values).returning();
    if (created.length !== values.length) {
      throw new AppError('INTERNAL', 'Could not save the medication');
    }
    // PRODUCT §4: adding a medication is itself a log entry ("Added medication").
    await tx.insert(medicationLogs).values(
      created.map((row) => ({
        userId: user.id,
        medicationId: row.id,
        scheduledTime: now,
        status: 'added' as const,
        createdAt: now,
      })),
    );
    return created;
  });
  const ceilingsOf = await ceilingFinder(db);
  return rows.map((row) =>
    toMedication(
      row,
      nextDoseAt(planOf(row), now, user.timeZone, () => false),
      ceilingsOf(row.name, row.dosage),
    ),
  );
}

export async function createMedication(
  deps: Deps,
  user: SessionUser,
  input: MedicationCreate,
): Promise<Medication> {
  const [created] = await createMedications(deps, user, [input]);
  if (!created) throw new AppError('INTERNAL', 'Could not save the medication');
  return created;
}

/** The schedule after a patch: a new source replaces it; weekdays alone change its days. */
function patchedSchedule(row: MedicationRow, patch: MedicationUpdate): Schedule | null {
  if (scheduleSources(patch).length > 0) {
    const resolved = resolveSchedule(patch);
    if (!resolved.ok) throw invalid(resolved.message);
    return resolved.schedule;
  }
  if (patch.weekdays !== undefined) {
    const current = scheduleOf(row);
    if (current.asNeeded && patch.weekdays !== null) {
      throw invalid('An as-needed medicine has no days of the week');
    }
    return createSchedule({ ...current, weekdays: (patch.weekdays as Weekday[] | null) ?? null });
  }
  return null;
}

export async function updateMedication(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: MedicationUpdate,
): Promise<Medication> {
  const { db, clock } = deps;
  const row = await findMedication(db, user.id, id);
  if (patch.memberId) await assertOwnMember(db, user.id, patch.memberId);
  const schedule = patchedSchedule(row, patch);
  const startDate = patch.startDate ?? row.startDate;
  const endDate = patch.endDate === undefined ? row.endDate : patch.endDate;
  if (endDate && endDate < startDate) throw invalid('End date cannot be before the start date');
  const {
    times: _t,
    notation: _n,
    preset: _p,
    intervalHours: _h,
    intervalStart: _s,
    weekdays: _w,
    ...fields
  } = patch;
  const stockToppedUp =
    patch.stock !== undefined && patch.stock !== null && (row.stock ?? 0) < patch.stock;
  const [updated] = await db
    .update(medications)
    .set({
      ...fields,
      ...(schedule
        ? { ...scheduleColumns(schedule), frequency: patch.frequency || frequencyLabel(schedule) }
        : {}),
      ...(stockToppedUp ? { refillAlertedAt: null } : {}),
      updatedAt: clock.now(),
    })
    .where(and(eq(medications.id, id), eq(medications.userId, user.id)))
    .returning();
  if (!updated) throw notFound('Medication not found');
  return getMedication(deps, user, updated.id);
}

export async function deleteMedication(deps: Deps, user: SessionUser, id: string): Promise<void> {
  const removed = await deps.db
    .delete(medications)
    .where(and(eq(medications.id, id), eq(medications.userId, user.id)))
    .returning({ id: medications.id });
  if (removed.length === 0) throw notFound('Medication not found');
}
