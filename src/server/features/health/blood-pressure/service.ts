import { and, desc, eq } from 'drizzle-orm';
import type {
  BloodPressureReading,
  HealthListQuery,
  bloodPressureCreateSchema,
  bloodPressureUpdateSchema,
} from '@core/contract/health';
import { BP_ADVICE, bloodPressureIssues, classifyBloodPressure } from '@core/health/blood-pressure';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import { bloodPressureReadings as table } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { assertOwnMember } from '../../family/service';
import { deleteOwned, instantRange, invalid, listLimit, required } from '../readings';

type Row = typeof table.$inferSelect;
type Create = z.output<typeof bloodPressureCreateSchema>;
type Update = z.output<typeof bloodPressureUpdateSchema>;
export type BloodPressureAnswer = BloodPressureReading & { advice: string };

const MISSING = 'Blood pressure reading not found';

/** The reading with its category, and the advice that goes with it (crisis: seek care now). */
function toReading(row: Row): BloodPressureAnswer {
  const category = classifyBloodPressure(row.systolic, row.diastolic);
  return {
    id: row.id,
    memberId: row.memberId,
    systolic: row.systolic,
    diastolic: row.diastolic,
    pulse: row.pulse,
    measuredAt: row.measuredAt.toISOString(),
    arm: row.arm,
    notes: row.notes,
    category,
    advice: BP_ADVICE[category],
  };
}

const scoped = (user: SessionUser, id: string) => and(eq(table.id, id), eq(table.userId, user.id));

export async function listBloodPressure(
  deps: Deps,
  user: SessionUser,
  query: HealthListQuery,
): Promise<BloodPressureAnswer[]> {
  const cols = { userId: table.userId, memberId: table.memberId, at: table.measuredAt };
  const rows = await deps.db
    .select()
    .from(table)
    .where(instantRange(cols, user.id, query, user.timeZone))
    .orderBy(desc(table.measuredAt), desc(table.createdAt))
    .limit(listLimit(query));
  return rows.map(toReading);
}

export async function getBloodPressure(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<BloodPressureAnswer> {
  const [row] = await deps.db.select().from(table).where(scoped(user, id));
  return toReading(required(row, MISSING));
}

export async function createBloodPressure(
  deps: Deps,
  user: SessionUser,
  input: Create,
): Promise<BloodPressureAnswer> {
  await assertOwnMember(deps.db, user.id, input.memberId);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(table)
    .values({
      ...input,
      userId: user.id,
      measuredAt: new Date(input.measuredAt),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not save the reading');
  return toReading(row);
}

export async function updateBloodPressure(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: Update,
): Promise<BloodPressureAnswer> {
  const { db } = deps;
  const [row] = await db.select().from(table).where(scoped(user, id));
  const current = required(row, MISSING);
  if (patch.memberId) await assertOwnMember(db, user.id, patch.memberId);
  // The patch was checked alone; top > bottom needs the stored number it did not send.
  const [issue] = bloodPressureIssues({ ...current, ...patch });
  if (issue) throw invalid(issue.message);
  const { measuredAt, ...fields } = patch;
  const [updated] = await db
    .update(table)
    .set({
      ...fields,
      ...(measuredAt ? { measuredAt: new Date(measuredAt) } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(scoped(user, id))
    .returning();
  return toReading(required(updated, MISSING));
}

export async function deleteBloodPressure(deps: Deps, user: SessionUser, id: string) {
  await deleteOwned(deps.db, table, user.id, id, MISSING);
}
