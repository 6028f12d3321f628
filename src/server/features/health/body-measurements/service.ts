import { and, desc, eq } from 'drizzle-orm';
import type {
  BodyMeasurement,
  HealthListQuery,
  bodyCreateSchema,
  bodyUpdateSchema,
} from '@core/contract/health';
import { bmi, bmiAppliesToAge, bodyIssues, classifyBmi } from '@core/health/bmi';
import { ageInYears } from '@core/health/calendar-date';
import { localDay } from '@core/medicines';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import { bodyMeasurements as table, familyMembers } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { findOwnMember } from '../../family/service';
import { deleteOwned, instantRange, invalid, listLimit, required } from '../readings';

type Row = typeof table.$inferSelect;
type Create = z.output<typeof bodyCreateSchema>;
type Update = z.output<typeof bodyUpdateSchema>;

const MISSING = 'Measurement not found';

/**
 * BMI with the Asian-Indian category. The category needs the member's age on the day measured:
 * the adult cut-offs would mislabel a child, so a member under 18 then gets none.
 */
function toMeasurement(row: Row, dateOfBirth: string | null, timeZone: string): BodyMeasurement {
  const value = bmi(row.weightKg, row.heightCm);
  const age = dateOfBirth ? ageInYears(dateOfBirth, localDay(row.measuredAt, timeZone)) : null;
  return {
    id: row.id,
    memberId: row.memberId,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    measuredAt: row.measuredAt.toISOString(),
    notes: row.notes,
    bmi: value,
    category: bmiAppliesToAge(age) ? classifyBmi(value) : null,
  };
}

const withBirth = { row: table, dateOfBirth: familyMembers.dateOfBirth };
const scoped = (user: SessionUser, id: string) => and(eq(table.id, id), eq(table.userId, user.id));

export async function listBody(
  deps: Deps,
  user: SessionUser,
  query: HealthListQuery,
): Promise<BodyMeasurement[]> {
  const cols = { userId: table.userId, memberId: table.memberId, at: table.measuredAt };
  const rows = await deps.db
    .select(withBirth)
    .from(table)
    .innerJoin(familyMembers, eq(familyMembers.id, table.memberId))
    .where(instantRange(cols, user.id, query, user.timeZone))
    .orderBy(desc(table.measuredAt), desc(table.createdAt))
    .limit(listLimit(query));
  return rows.map((r) => toMeasurement(r.row, r.dateOfBirth, user.timeZone));
}

async function findBody(deps: Deps, user: SessionUser, id: string) {
  const [found] = await deps.db
    .select(withBirth)
    .from(table)
    .innerJoin(familyMembers, eq(familyMembers.id, table.memberId))
    .where(scoped(user, id));
  return required(found, MISSING);
}

export async function getBody(deps: Deps, user: SessionUser, id: string) {
  const { row, dateOfBirth } = await findBody(deps, user, id);
  return toMeasurement(row, dateOfBirth, user.timeZone);
}

export async function createBody(
  deps: Deps,
  user: SessionUser,
  input: Create,
): Promise<BodyMeasurement> {
  const member = await findOwnMember(deps.db, user.id, input.memberId);
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
  if (!row) throw new AppError('INTERNAL', 'Could not save the measurement');
  return toMeasurement(row, member.dateOfBirth, user.timeZone);
}

export async function updateBody(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: Update,
): Promise<BodyMeasurement> {
  const { db } = deps;
  const current = await findBody(deps, user, id);
  const moved = patch.memberId ? await findOwnMember(db, user.id, patch.memberId) : null;
  const [issue] = bodyIssues({ ...current.row, ...patch });
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
  const dateOfBirth = moved ? moved.dateOfBirth : current.dateOfBirth;
  return toMeasurement(required(updated, MISSING), dateOfBirth, user.timeZone);
}

export async function deleteBody(deps: Deps, user: SessionUser, id: string) {
  await deleteOwned(deps.db, table, user.id, id, MISSING);
}
