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
import { checkedUpdate, createForMember, deleteOwned } from '../member-writes';
import { dateRange, listLimit, patchIssue, required } from '../readings';
import type { TrackerService } from '../tracker-service';

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

async function listEyeTests(
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

async function getEyeTest(deps: Deps, user: SessionUser, id: string) {
  const sub = withPrevious(deps, eq(table.userId, user.id));
  const [row] = await deps.db.select().from(sub).where(eq(sub.id, id));
  return toEyeTest(required(row, MISSING));
}

async function createEyeTest(deps: Deps, user: SessionUser, input: Create) {
  const now = deps.clock.now();
  const { right, left, ...fields } = input;
  const values = {
    ...fields,
    ...rightColumns(right),
    ...leftColumns(left),
    createdAt: now,
    updatedAt: now,
  };
  const { id } = await createForMember(deps.db, table, user.id, values, { id: table.id });
  return getEyeTest(deps, user, id);
}

async function updateEyeTest(deps: Deps, user: SessionUser, id: string, patch: Update) {
  const { right, left, ...fields } = patch;
  await checkedUpdate(deps.db, table, user.id, id, {
    missing: MISSING,
    memberId: patch.memberId,
    stored: { testDate: table.testDate, nextCheckup: table.nextCheckup },
    // A new test date alone can pass the stored next check-up: the contract's rule, run again.
    issue: (stored) => patchIssue(eyeTestUpdateSchema, stored, patch),
    set: {
      ...fields,
      ...(right ? rightColumns(right) : {}),
      ...(left ? leftColumns(left) : {}),
      updatedAt: deps.clock.now(),
    },
    returning: { id: table.id },
  });
  return getEyeTest(deps, user, id);
}

export const eyeTestService: TrackerService<Create, Update, EyeTestAnswer> = {
  list: listEyeTests,
  get: getEyeTest,
  create: createEyeTest,
  update: updateEyeTest,
  remove: (deps, user, id) => deleteOwned(deps.db, table, user.id, id, MISSING),
};
