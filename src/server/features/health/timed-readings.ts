import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type * as z from 'zod/mini';
import type { HealthListQuery } from '@core/contract/health';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';
import { checkedUpdate, createForMember, deleteOwned, type OwnedTable } from './member-writes';
import { prepared } from './prepared';
import { instantFilter, listLimit, required } from './readings';
import type { TrackerService } from './tracker-service';

/** A table of readings taken at an instant (blood pressure, sugar, body). */
export type TimedTable = OwnedTable & {
  measuredAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** The columns every timed reading answers with; a tracker adds its own numbers. */
export function readingColumns<
  T extends { id: AnyPgColumn; memberId: AnyPgColumn; measuredAt: AnyPgColumn; notes: AnyPgColumn },
>(table: T): Pick<T, 'id' | 'memberId' | 'measuredAt' | 'notes'> {
  return {
    id: table.id,
    memberId: table.memberId,
    measuredAt: table.measuredAt,
    notes: table.notes,
  };
}

interface TimedInput {
  memberId: string;
  measuredAt: string;
}

/** What a tracker declares; the list, lookup, writes and ownership are the same for all. */
export interface TimedSpec<
  CS extends z.ZodMiniType<TimedInput>,
  US extends z.ZodMiniType<Partial<TimedInput>>,
  C extends SelectedFieldsFlat,
  S extends SelectedFieldsFlat,
  A,
> {
  /** The contract's create and update bodies, for their types (the routes validate). */
  schemas: { create: CS; update: US };
  table: TimedTable;
  /** Only what the answer is made from: every value read costs time on embedded PGlite. */
  columns: C;
  toAnswer(row: SelectResultFields<C>, user: SessionUser): A;
  /** 404 message for a reading that is not the account's. */
  missing: string;
  /**
   * The contract checks a patch alone; a rule across fields (top > bottom, a value that fits its
   * type) must run again on the stored values it names merged with the patch.
   */
  recheck: {
    columns: S;
    issue(stored: SelectResultFields<S>, patch: z.output<US>): string | null;
  };
}

/** The stored form of an input: the time as a Date, the rest as the contract parsed it. */
function stored(input: Partial<TimedInput>): Record<string, unknown> {
  const { measuredAt, ...fields } = input;
  return { ...fields, ...(measuredAt ? { measuredAt: new Date(measuredAt) } : {}) };
}

export function timedReadings<
  CS extends z.ZodMiniType<TimedInput>,
  US extends z.ZodMiniType<Partial<TimedInput>>,
  C extends SelectedFieldsFlat,
  S extends SelectedFieldsFlat,
  A,
>(spec: TimedSpec<CS, US, C, S, A>): TrackerService<z.output<CS>, z.output<US>, A> {
  const { table, missing } = spec;
  // Drizzle's types cannot follow a table chosen by a caller: the queries below see any table
  // (PgTable) and plain selections, and each row is read back as the tracker's columns type it.
  const from: PgTable = table;
  const columns: SelectedFieldsFlat = spec.columns;
  // One member's list does not read their id back 30 times: the query names it.
  const { memberId: _memberId, ...byMemberColumns } = columns;
  const answer = (user: SessionUser) => (row: object) =>
    spec.toAnswer(row as SelectResultFields<C>, user);
  const scoped = (user: SessionUser, id: string) =>
    and(eq(table.id, id), eq(table.userId, user.id));

  return {
    async list(deps: Deps, user: SessionUser, query: HealthListQuery) {
      const { db } = deps;
      const { memberId } = query;
      const cols = { userId: table.userId, memberId: table.memberId, at: table.measuredAt };
      const filter = instantFilter(user.id, query, user.timeZone);
      const statement = prepared(db, `${getTableName(table)} list ${filter.key}`, (name) =>
        db
          .select(memberId ? byMemberColumns : columns)
          .from(from)
          .where(filter.where(cols))
          .orderBy(desc(table.measuredAt), desc(table.createdAt))
          .limit(sql.placeholder('limit'))
          .prepare(name),
      );
      const rows = await statement.execute({ ...filter.values, limit: listLimit(query) });
      return rows.map((row) => answer(user)(memberId ? { memberId, ...row } : row));
    },

    async get(deps: Deps, user: SessionUser, id: string) {
      const [row] = await deps.db.select(columns).from(from).where(scoped(user, id));
      return answer(user)(required(row, missing));
    },

    async create(deps: Deps, user: SessionUser, input: z.output<CS>) {
      const now = deps.clock.now();
      const values = { ...stored(input), memberId: input.memberId, createdAt: now, updatedAt: now };
      return answer(user)(await createForMember(deps.db, table, user.id, values, columns));
    },

    async update(deps: Deps, user: SessionUser, id: string, patch: z.output<US>) {
      const row = await checkedUpdate(deps.db, table, user.id, id, {
        missing,
        memberId: patch.memberId,
        stored: spec.recheck.columns,
        issue: (current) => spec.recheck.issue(current, patch),
        set: { ...stored(patch), updatedAt: deps.clock.now() },
        returning: columns,
      });
      return answer(user)(row);
    },

    async remove(deps: Deps, user: SessionUser, id: string) {
      await deleteOwned(deps.db, table, user.id, id, missing);
    },
  };
}
