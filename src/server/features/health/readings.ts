import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import type { HealthListQuery } from '@core/contract/health';
import { isCalendarDate } from '@core/health/calendar-date';
import { dayRange, localDay } from '@core/medicines';
import { familyMembers } from '../../db/schema';
import { notFound, type Missing } from '../../http/errors';

/**
 * What every tracker's reads share: lists filtered by member and range, scoped lookups, and the
 * contract's rules run again on an edit. Writes are in member-writes.ts.
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
 * `?memberId=&from=&to=` for readings taken at an instant, as a prepared statement's parts: the
 * filter's shape (which bounds it has, and of what kind) names the statement, its `where` reads
 * the values by placeholder, and `values` are this request's. A bare date means that whole day in
 * the account's time zone (from its first moment to its last), so "to=today" includes this
 * evening; a time is taken as it is.
 */
export function instantFilter(userId: string, query: HealthListQuery, timeZone: string) {
  const { memberId, from, to } = query;
  const toDay = to !== undefined && isCalendarDate(to);
  const values: Record<string, unknown> = { userId };
  if (memberId) values.memberId = memberId;
  if (from) values.from = isCalendarDate(from) ? dayRange(from, timeZone).start : new Date(from);
  if (to) values.to = toDay ? dayRange(to, timeZone).end : new Date(to);
  const p = sql.placeholder;
  return {
    key: `${memberId ? 'm' : ''}${from ? 'f' : ''}${to ? (toDay ? 'd' : 't') : ''}`,
    values,
    where: (cols: Scoped & { at: AnyPgColumn }): SQL | undefined =>
      and(
        // One member's list is owned through the member (a reading's account is always its
        // member's), so only the member index can serve it; the account's whole list by user.
        memberId
          ? and(
              eq(cols.memberId, p('memberId')),
              sql`${p('userId')} = (select ${familyMembers.userId} from ${familyMembers} where ${familyMembers.id} = ${p('memberId')})`,
            )
          : eq(cols.userId, p('userId')),
        from ? gte(cols.at, p('from')) : undefined,
        // The end of a day is the next day's first moment: it is not part of the day.
        to ? (toDay ? lt(cols.at, p('to')) : lte(cols.at, p('to'))) : undefined,
      ),
  };
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

/**
 * A patch of one field can break the contract's rule across fields with a stored one (a new start
 * date after the stored end): the contract's schema, run again on the stored values merged with
 * the patch. Its first message, or null.
 */
export function patchIssue(schema: z.ZodMiniType, stored: object, patch: object): string | null {
  const result = schema.safeParse({ ...stored, ...patch });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check the dates');
}

export function required<T>(row: T | undefined, missing: Missing): T {
  if (row === undefined) throw notFound(missing);
  return row;
}
