import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HealthListQuery } from '@core/contract/health';
import { isCalendarDate } from '@core/health/calendar-date';
import { dayRange, localDay } from '@core/medicines';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../http/errors';

/**
 * What every tracker shares: lists filtered by member and range, scoped lookups and deletes.
 * Each tracker keeps its own typed select and mapping; only the plumbing lives here.
 */

/** A list without `limit` answers the newest 100; a chart asks for more (up to 1000) itself. */
export const DEFAULT_LIST_LIMIT = 100;

export function listLimit(query: HealthListQuery): number {
  return query.limit ?? DEFAULT_LIST_LIMIT;
}

interface Scoped {
  userId: AnyPgColumn;
  memberId: AnyPgColumn;
}

/**
 * `?memberId=&from=&to=` for readings taken at an instant. A bare date means that whole day in the
 * account's time zone (from its first moment to its last), so "to=today" includes this evening.
 */
export function instantRange(
  cols: Scoped & { at: AnyPgColumn },
  userId: string,
  query: HealthListQuery,
  timeZone: string,
): SQL | undefined {
  const { from, to } = query;
  return and(
    ...owned(cols, userId, query.memberId),
    from
      ? gte(cols.at, isCalendarDate(from) ? dayRange(from, timeZone).start : new Date(from))
      : undefined,
    to
      ? isCalendarDate(to)
        ? lt(cols.at, dayRange(to, timeZone).end)
        : lte(cols.at, new Date(to))
      : undefined,
  );
}

/** The same filter for records kept by calendar date (periods, eye tests); a time names its day. */
export function dateRange(
  cols: Scoped & { at: AnyPgColumn },
  userId: string,
  query: HealthListQuery,
  timeZone: string,
): SQL | undefined {
  const day = (v: string) => (isCalendarDate(v) ? v : localDay(new Date(v), timeZone));
  return and(
    ...owned(cols, userId, query.memberId),
    query.from ? gte(cols.at, day(query.from)) : undefined,
    query.to ? lte(cols.at, day(query.to)) : undefined,
  );
}

function owned(cols: Scoped, userId: string, memberId: string | undefined): SQL[] {
  return memberId
    ? [eq(cols.userId, userId), eq(cols.memberId, memberId)]
    : [eq(cols.userId, userId)];
}

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** Deletes one of the account's rows; another account's id is a 404, as if it did not exist. */
export async function deleteOwned(
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
  missing: string,
): Promise<void> {
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (removed.length === 0) throw notFound(missing);
}

export function required<T>(row: T | undefined, missing: string): T {
  if (row === undefined) throw notFound(missing);
  return row;
}

/** A rule broken by a stored reading merged with a patch: the same 400 a create would get. */
export function invalid(message: string): AppError {
  return new AppError('VALIDATION', message);
}
