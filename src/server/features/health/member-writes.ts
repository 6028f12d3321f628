import { and, eq, getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/types';
import { familyMembers } from '../../db/schema';
import { AppError, notFound, type Missing } from '../../http/errors';
import { assertOwnMember, MEMBER_MISSING } from '../family/service';
import { prepared } from './prepared';

// The writes every tracker makes. Drizzle's types cannot follow a table chosen by a caller, so
// these see any table and plain selections, and hand rows back as the caller's columns type them.

export type MemberTable = PgTable & { userId: AnyPgColumn; memberId: AnyPgColumn };

/** A column's value in the insert: the one given, else its default, else null. */
function valueOf(column: AnyPgColumn, value: unknown): SQL {
  if (value === undefined) {
    if (column.defaultFn) return valueOf(column, column.defaultFn());
    if (column.default === undefined) return sql`null`;
    if (is(column.default, SQL)) return column.default;
    return valueOf(column, column.default);
  }
  // A SELECT list gives PostgreSQL no column to infer a parameter's type from, as VALUES would.
  return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
}

/**
 * `insert into <table> select <values> from family_members where <the account's member>`: the
 * member's ownership is checked by the insert itself, one statement instead of a lookup and an
 * insert. Another account's member (or none) inserts nothing, and `returning` answers no row.
 * `values` are the row's fields by their property names (values or placeholders); a name that is
 * not a column throws.
 */
export function insertForMember(
  db: Db,
  table: MemberTable,
  values: Record<string, unknown> & { userId: unknown; memberId: unknown },
) {
  // The insert's column list, as Drizzle writes it: every column but generated ones.
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined || column.generated.type === 'byDefault',
  );
  const unknown = Object.keys(values).filter((k) => !columns.some(([key]) => key === k));
  if (unknown.length > 0) throw new Error(`Not columns of the table: ${unknown.join(', ')}`);
  const list = sql.join(
    columns.map(([key, column]) => valueOf(column, values[key])),
    sql`, `,
  );
  const m = familyMembers;
  const member = sql`${m.id} = ${values.memberId} and ${m.userId} = ${values.userId}`;
  return db.insert(table).select(sql`select ${list} from ${m} where ${member}`);
}

/**
 * `insertForMember` as a prepared statement (one per table and set of fields), answering the new
 * row's `returning` columns; 404 for another account's member.
 */
export async function createForMember<R extends SelectedFieldsFlat>(
  db: Db,
  table: MemberTable,
  userId: string,
  values: Record<string, unknown> & { memberId: string },
  returning: R,
): Promise<SelectResultFields<R>> {
  // A field left undefined takes its column's default, as in a statement built for one call.
  const given = Object.fromEntries(
    Object.entries({ ...values, userId }).filter(([, v]) => v !== undefined),
  );
  const fields = Object.keys(given).sort();
  const selection: SelectedFieldsFlat = returning;
  const key = `${getTableName(table)} insert ${fields} returning ${Object.keys(selection)}`;
  const statement = prepared(db, key, (name) => {
    const slots = Object.fromEntries(fields.map((f) => [f, sql.placeholder(f)]));
    const ids = { userId: sql.placeholder('userId'), memberId: sql.placeholder('memberId') };
    return insertForMember(db, table, { ...slots, ...ids })
      .returning(selection)
      .prepare(name);
  });
  const [row] = await statement.execute(given);
  if (!row) throw notFound(MEMBER_MISSING);
  return row as SelectResultFields<R>;
}

export type OwnedTable = MemberTable & { id: AnyPgColumn };

/**
 * An edit of one of the account's rows: reads the stored values a rule across fields needs (the
 * contract saw the patch alone), checks a new member is the account's, runs the rule on the
 * stored values merged with the patch, then updates. 404 for another account's row or member.
 */
export async function checkedUpdate<S extends SelectedFieldsFlat, R extends SelectedFieldsFlat>(
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
  edit: {
    missing: Missing;
    /** The member the row moves to, if the patch names one. */
    memberId: string | undefined;
    stored: S;
    issue(stored: SelectResultFields<S>): string | null;
    set: Record<string, unknown>;
    returning: R;
  },
): Promise<SelectResultFields<R>> {
  const scoped = and(eq(table.id, id), eq(table.userId, userId));
  const from: PgTable = table;
  const stored: SelectedFieldsFlat = edit.stored;
  const returning: SelectedFieldsFlat = edit.returning;
  const [current] = await db.select(stored).from(from).where(scoped);
  if (!current) throw notFound(edit.missing);
  if (edit.memberId) await assertOwnMember(db, userId, edit.memberId);
  const issue = edit.issue(current as SelectResultFields<S>);
  if (issue) throw new AppError('VALIDATION', issue);
  const [row] = await db.update(from).set(edit.set).where(scoped).returning(returning);
  if (!row) throw notFound(edit.missing);
  return row as SelectResultFields<R>;
}

/** Deletes one of the account's rows; another account's id is a 404, as if it did not exist. */
export async function deleteOwned(
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
  missing: Missing,
): Promise<void> {
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (removed.length === 0) throw notFound(missing);
}
