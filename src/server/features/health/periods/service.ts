import { and, desc, eq } from 'drizzle-orm';
import { periodUpdateSchema, type Period, type periodCreateSchema } from '@core/contract/health';
import { predictPeriod, type PeriodPrediction } from '@core/health/cycle';
import { localDay } from '@core/medicines';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import type { Db } from '../../../db/types';
import { periods as table } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, type Missing } from '../../../http/errors';
import { assertOwnMember } from '../../family/service';
import { checkedUpdate, deleteOwned, insertForMember } from '../member-writes';
import { dateRange, listLimit, patchIssue, required } from '../readings';
import type { TrackerService } from '../tracker-service';

type Row = typeof table.$inferSelect;
type Create = z.output<typeof periodCreateSchema>;
type Update = z.output<typeof periodUpdateSchema>;

const MISSING = {
  message: 'Period not found',
  code: 'PERIOD_NOT_FOUND',
} as const satisfies Missing;
const TAKEN = 'A period starting on this date is already logged: please edit that one';

/** What a period answers: its row without the account and the timestamps. */
const columns = {
  id: table.id,
  memberId: table.memberId,
  startDate: table.startDate,
  endDate: table.endDate,
  flow: table.flow,
  symptoms: table.symptoms,
  notes: table.notes,
  excluded: table.excluded,
};

const scoped = (user: SessionUser, id: string) => and(eq(table.id, id), eq(table.userId, user.id));

export const periodService: TrackerService<Create, Update, Period> = {
  async list(deps, user, query) {
    const cols = { userId: table.userId, memberId: table.memberId, at: table.startDate };
    return deps.db
      .select(columns)
      .from(table)
      .where(dateRange(cols, user.id, query, user.timeZone))
      .orderBy(desc(table.startDate))
      .limit(listLimit(query));
  },

  async get(deps, user, id) {
    const [row] = await deps.db.select(columns).from(table).where(scoped(user, id));
    return required(row, MISSING);
  },

  async create(deps, user, input) {
    const now = deps.clock.now();
    const values = { ...input, userId: user.id, createdAt: now, updatedAt: now };
    const [row] = await insertForMember(deps.db, table, values)
      .onConflictDoNothing({ target: [table.memberId, table.startDate] })
      .returning(columns);
    if (row) return row;
    // Nothing inserted: either the member is not the account's (404) or the start is taken.
    await assertOwnMember(deps.db, user.id, input.memberId);
    throw new AppError('PERIOD_TAKEN', TAKEN);
  },

  async update(deps, user, id, patch) {
    try {
      return await checkedUpdate(deps.db, table, user.id, id, {
        missing: MISSING,
        memberId: patch.memberId,
        stored: { startDate: table.startDate, endDate: table.endDate },
        // The contract's own date rule, run again on the dates the period will have after it.
        issue: (stored) => patchIssue(periodUpdateSchema, stored, patch),
        set: { ...patch, updatedAt: deps.clock.now() },
        returning: columns,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('PERIOD_TAKEN', TAKEN);
      throw err;
    }
  },

  async remove(deps, user, id) {
    await deleteOwned(deps.db, table, user.id, id, MISSING);
  },
};

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
  const rows = await memberPeriodsForPrediction(
    deps.db,
    and(eq(table.userId, user.id), eq(table.memberId, memberId)),
  );
  // Periods logged under this account are its member's: only an empty answer needs the check
  // that the member is not another account's (404).
  if (rows.length === 0) await assertOwnMember(deps.db, user.id, memberId);
  return predictPeriod(rows, localDay(deps.clock.now(), user.timeZone));
}
