import { and, desc, eq } from 'drizzle-orm';
import type {
  HealthListQuery,
  SugarReading,
  sugarCreateSchema,
  sugarUpdateSchema,
} from '@core/contract/health';
import { classifySugar, sugarAdvice, sugarValueIssue } from '@core/health/sugar';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import { sugarReadings as table } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { assertOwnMember } from '../../family/service';
import { deleteOwned, instantRange, invalid, listLimit, required } from '../readings';

type Row = typeof table.$inferSelect;
type Create = z.output<typeof sugarCreateSchema>;
type Update = z.output<typeof sugarUpdateSchema>;
export type SugarAnswer = SugarReading & { advice: string };

const MISSING = 'Sugar reading not found';

function toReading(row: Row): SugarAnswer {
  return {
    id: row.id,
    memberId: row.memberId,
    value: row.value,
    type: row.type,
    measuredAt: row.measuredAt.toISOString(),
    notes: row.notes,
    category: classifySugar(row.value, row.type),
    advice: sugarAdvice(row.value, row.type),
  };
}

const scoped = (user: SessionUser, id: string) => and(eq(table.id, id), eq(table.userId, user.id));

export async function listSugar(
  deps: Deps,
  user: SessionUser,
  query: HealthListQuery,
): Promise<SugarAnswer[]> {
  const cols = { userId: table.userId, memberId: table.memberId, at: table.measuredAt };
  const rows = await deps.db
    .select()
    .from(table)
    .where(instantRange(cols, user.id, query, user.timeZone))
    .orderBy(desc(table.measuredAt), desc(table.createdAt))
    .limit(listLimit(query));
  return rows.map(toReading);
}

export async function getSugar(deps: Deps, user: SessionUser, id: string): Promise<SugarAnswer> {
  const [row] = await deps.db.select().from(table).where(scoped(user, id));
  return toReading(required(row, MISSING));
}

export async function createSugar(
  deps: Deps,
  user: SessionUser,
  input: Create,
): Promise<SugarAnswer> {
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

export async function updateSugar(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: Update,
): Promise<SugarAnswer> {
  const { db } = deps;
  const [row] = await db.select().from(table).where(scoped(user, id));
  const current = required(row, MISSING);
  if (patch.memberId) await assertOwnMember(db, user.id, patch.memberId);
  // 6.5 is a fine HbA1c but not a glucose value: a new type alone must fit the stored value.
  const issue = sugarValueIssue(patch.value ?? current.value, patch.type ?? current.type);
  if (issue) throw invalid(issue);
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

export async function deleteSugar(deps: Deps, user: SessionUser, id: string) {
  await deleteOwned(deps.db, table, user.id, id, MISSING);
}
