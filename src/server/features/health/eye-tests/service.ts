import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  eyeTestUpdateSchema,
  type EyeTest,
  type HealthListQuery,
  type eyeTestCreateSchema,
} from '@core/contract/health';
import { myopiaChange } from '@core/health/eyesight';
import type * as z from 'zod/mini';
import type { Deps } from '../../../deps';
import { eyeTests as table } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { assertOwnMember } from '../../family/service';
import { dateRange, deleteOwned, invalid, listLimit, required } from '../readings';

type Create = z.output<typeof eyeTestCreateSchema>;
type Update = z.output<typeof eyeTestUpdateSchema>;
type Eye = Create['right'];
/** An eye test with the change in each eye since the member's previous test (null for the first). */
export type EyeTestAnswer = EyeTest & { change: ReturnType<typeof myopiaChange> | null };

const MISSING = 'Eye test not found';

const rightColumns = (eye: Eye) => ({
  rightSph: eye.sph,
  rightCyl: eye.cyl,
  rightAxis: eye.axis,
  rightAdd: eye.add,
  rightAcuity: eye.acuity,
});
const leftColumns = (eye: Eye) => ({
  leftSph: eye.sph,
  leftCyl: eye.cyl,
  leftAxis: eye.axis,
  leftAdd: eye.add,
  leftAcuity: eye.acuity,
});

/** Drivers hand back double precision as a number or a string; a missing one stays null. */
const dioptres = (v: unknown): number | null => (v === null ? null : Number(v));

// The member's previous test, read in the same query by a window over their tests in date order.
const previous = (column: AnyPgColumn) =>
  sql`lag(${column}) over (partition by ${table.memberId} order by ${table.testDate}, ${table.createdAt})`;

/** The account's tests with their predecessor's numbers; filters on it keep the window whole. */
function withPrevious(deps: Deps, scope: SQL | undefined) {
  return deps.db
    .select({
      ...getTableColumns(table),
      prevDate: sql<string | null>`to_char(${previous(table.testDate)}, 'YYYY-MM-DD')`.as(
        'prev_date',
      ),
      prevRightSph: sql`${previous(table.rightSph)}`.mapWith(dioptres).as('prev_right_sph'),
      prevRightCyl: sql`${previous(table.rightCyl)}`.mapWith(dioptres).as('prev_right_cyl'),
      prevLeftSph: sql`${previous(table.leftSph)}`.mapWith(dioptres).as('prev_left_sph'),
      prevLeftCyl: sql`${previous(table.leftCyl)}`.mapWith(dioptres).as('prev_left_cyl'),
    })
    .from(table)
    .where(scope)
    .as('eye_tests_with_previous');
}

type Joined = typeof table.$inferSelect & {
  prevDate: string | null;
  prevRightSph: number | null;
  prevRightCyl: number | null;
  prevLeftSph: number | null;
  prevLeftCyl: number | null;
};

function toEyeTest(r: Joined): EyeTestAnswer {
  const right = {
    sph: r.rightSph,
    cyl: r.rightCyl,
    axis: r.rightAxis,
    add: r.rightAdd,
    acuity: r.rightAcuity,
  };
  const left = {
    sph: r.leftSph,
    cyl: r.leftCyl,
    axis: r.leftAxis,
    add: r.leftAdd,
    acuity: r.leftAcuity,
  };
  const change =
    r.prevDate !== null && r.prevRightSph !== null && r.prevLeftSph !== null
      ? myopiaChange(
          {
            testDate: r.prevDate,
            right: { sph: r.prevRightSph, cyl: r.prevRightCyl },
            left: { sph: r.prevLeftSph, cyl: r.prevLeftCyl },
          },
          { testDate: r.testDate, right, left },
        )
      : null;
  return {
    id: r.id,
    memberId: r.memberId,
    testDate: r.testDate,
    right,
    left,
    pd: r.pd,
    nextCheckup: r.nextCheckup,
    notes: r.notes,
    change,
  };
}

export async function listEyeTests(
  deps: Deps,
  user: SessionUser,
  query: HealthListQuery,
): Promise<EyeTestAnswer[]> {
  const scope = query.memberId
    ? and(eq(table.userId, user.id), eq(table.memberId, query.memberId))
    : eq(table.userId, user.id);
  const sub = withPrevious(deps, scope);
  const cols = { userId: sub.userId, memberId: sub.memberId, at: sub.testDate };
  const rows = await deps.db
    .select()
    .from(sub)
    .where(dateRange(cols, user.id, query, user.timeZone))
    .orderBy(desc(sub.testDate), desc(sub.createdAt))
    .limit(listLimit(query));
  return rows.map(toEyeTest);
}

export async function getEyeTest(deps: Deps, user: SessionUser, id: string) {
  const sub = withPrevious(deps, eq(table.userId, user.id));
  const [row] = await deps.db.select().from(sub).where(eq(sub.id, id));
  return toEyeTest(required(row, MISSING));
}

export async function createEyeTest(
  deps: Deps,
  user: SessionUser,
  input: Create,
): Promise<EyeTestAnswer> {
  await assertOwnMember(deps.db, user.id, input.memberId);
  const now = deps.clock.now();
  const { right, left, ...fields } = input;
  const [row] = await deps.db
    .insert(table)
    .values({
      ...fields,
      ...rightColumns(right),
      ...leftColumns(left),
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: table.id });
  if (!row) throw new AppError('INTERNAL', 'Could not save the eye test');
  return getEyeTest(deps, user, row.id);
}

export async function updateEyeTest(
  deps: Deps,
  user: SessionUser,
  id: string,
  patch: Update,
): Promise<EyeTestAnswer> {
  const { db } = deps;
  const scoped = and(eq(table.id, id), eq(table.userId, user.id));
  const [row] = await db
    .select({ testDate: table.testDate, nextCheckup: table.nextCheckup })
    .from(table)
    .where(scoped);
  const current = required(row, MISSING);
  if (patch.memberId) await assertOwnMember(db, user.id, patch.memberId);
  // A new test date alone can pass the stored next check-up: the contract's rule, run again.
  const dates = eyeTestUpdateSchema.safeParse({
    testDate: patch.testDate ?? current.testDate,
    nextCheckup: patch.nextCheckup === undefined ? current.nextCheckup : patch.nextCheckup,
  });
  if (!dates.success) throw invalid(dates.error.issues[0]?.message ?? 'Please check the dates');
  const { right, left, ...fields } = patch;
  const updated = await db
    .update(table)
    .set({
      ...fields,
      ...(right ? rightColumns(right) : {}),
      ...(left ? leftColumns(left) : {}),
      updatedAt: deps.clock.now(),
    })
    .where(scoped)
    .returning({ id: table.id });
  required(updated[0], MISSING);
  return getEyeTest(deps, user, id);
}

export async function deleteEyeTest(deps: Deps, user: SessionUser, id: string) {
  await deleteOwned(deps.db, table, user.id, id, MISSING);
}
