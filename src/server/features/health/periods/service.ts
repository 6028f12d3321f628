import { and, desc, eq } from 'drizzle-orm';
import {
  periodUpdateSchema,
  type HealthListQuery,
  type Period,
  type periodCreateSchema,
} from '@core/contract/health';
import { predictPeriod, type PeriodPrediction } from '@core/health/cycle';
import { localDay } from '@core/medicines';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import type { Db } from '../../../db/types';
import { periods as table } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/errors';
import { assertOwnMember } from '../../family/service';
import { dateRange, deleteOwned, invalid, listLimit, required } from '../readings';

type Row = typeof table.$inferSelect;
type Create = z.output<typeof periodCreateSchema>;
type Update = z.output<typeof periodUpdateSchema>;

const MISSING = 'Period not found';
const TAKEN = 'A period starting on this date is already logged: please edit that one';

function toPeriod(row: Row): Period {
  return {
    id: row.id,
    memberId: row.memberId,
    startDate: row.startDate,
    endDate: row.endDate,
    flow: row.flow,
    symptoms: row.symptoms,
    notes: row.notes,
    excluded: row.excluded,
  };
}

const scoped = (user: SessionUser, id: string) => and(eq(table.id, id), eq(table.userId, user.id));

export async function listPeriods(
  deps: Deps,
  user: SessionUser,
  query: HealthListQuery,
): Promise<Period[]> {
  const cols = { userId: table.userId, memberId: table.memberId, at: table.startDate };
  const rows = await deps.db
    .select()
    .from(table)
    .where(dateRange(cols, user.id, query, user.timeZone))
    .orderBy(desc(table.startDate))
    .limit(listLimit(query));
  return rows.map(toPeriod);
}

export async function getPeriod(deps: Deps, user: SessionUser, id: string): Promise<Period> {
  const [row] = await deps.db.select().from(table).where(scoped(user, id));
  return toPeriod(required(row, MISSING));
}

export async function createPeriod(deps: Deps, user: SessionUser, input: Create): Promise<Period> {
  await assertOwnMember(deps.db, user.id, input.memberId);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(table)
    .values({ ...input, userId: user.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [table.memberId, table.startDate] })
    .returning();
  if (!row) throw new AppError('CONFLICT', TAKEN);
  return toPeriod(row);
}

export async function updatePeriod(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: Update,
): Promise<Period> {
  const { db } = deps;
  const [row] = await db.select().from(table).where(scoped(user, id));
  const current = required(row, MISSING);
  if (patch.memberId) await assertOwnMember(db, user.id, patch.memberId);
  // The contract's own date rule, run again on the dates the period will have after the patch.
  const dates = periodUpdateSchema.safeParse({
    startDate: patch.startDate ?? current.startDate,
    endDate: patch.endDate === undefined ? current.endDate : patch.endDate,
  });
  if (!dates.success) throw invalid(dates.error.issues[0]?.message ?? 'Please check the dates');
  try {
    const [updated] = await db
      .update(table)
      .set({ ...patch, updatedAt: deps.clock.now() })
      .where(scoped(user, id))
      .returning();
    return toPeriod(required(updated, MISSING));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', TAKEN);
    throw err;
  }
}

export async function deletePeriod(deps: Deps, user: SessionUser, id: string) {
  await deleteOwned(deps.db, table, user.id, id, MISSING);
}

/**
 * The prediction reads the latest starts only: the rule averages the last 6 counted cycles, and
 * 24 starts leave room for 17 excluded ones among them, so old history is never scanned.
 */
const PREDICTION_STARTS = 24;

export async function memberPeriodsForPrediction(
  db: Db,
  where: ReturnType<typeof and>,
): Promise<Array<Pick<Row, 'startDate' | 'endDate' | 'excluded'>>> {
  return db
    .select({ startDate: table.startDate, endDate: table.endDate, excluded: table.excluded })
    .from(table)
    .where(where)
    .orderBy(desc(table.startDate))
    .limit(PREDICTION_STARTS);
}

/** Contract's prediction for one member; counted from today in the account's time zone. */
export async function periodPrediction(
  deps: Deps,
  user: SessionUser,
  memberId: string,
): Promise<PeriodPrediction> {
  await assertOwnMember(deps.db, user.id, memberId);
  const rows = await memberPeriodsForPrediction(
    deps.db,
    and(eq(table.userId, user.id), eq(table.memberId, memberId)),
  );
  return predictPeriod(rows, localDay(deps.clock.now(), user.timeZone));
}
