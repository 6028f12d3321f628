import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaredFor, CareView } from '@core/contract/caregivers';
import {
  addDays,
  adherence,
  dayDoses,
  dayRange,
  DEFAULT_TIME_ZONE,
  localDay,
  percentage,
} from '@core/medicines';
import type { Deps } from '../../deps';
import type { Db } from '../../db/types';
import { caregivers, familyMembers, medications, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { doseLogsSince } from '../doses/dose-logs';
import { planOf } from '../medications/plans';
import { countCaregiverChange } from './limited';

const owners = alias(users, 'owner');

const CARE_MISSING = 'You do not help care for this person (any more)';

const caredForColumns = {
  id: caregivers.id,
  memberId: caregivers.memberId,
  memberName: familyMembers.name,
  ownerName: owners.username,
  ownerTimeZone: owners.timeZone,
  delayMinutes: caregivers.delayMinutes,
  since: caregivers.createdAt,
};

type CaredForRow = {
  id: string;
  memberName: string;
  ownerName: string;
  delayMinutes: number;
  since: Date;
};

const toCaredFor = (r: CaredForRow): CaredFor => ({
  id: r.id,
  memberName: r.memberName,
  ownerName: r.ownerName,
  delayMinutes: r.delayMinutes,
  since: r.since.toISOString(),
});

function caredForQuery(db: Db) {
  return db
    .select(caredForColumns)
    .from(caregivers)
    .innerJoin(familyMembers, eq(familyMembers.id, caregivers.memberId))
    .innerJoin(owners, eq(owners.id, caregivers.userId));
}

/** The members the signed-in account helps care for, in the order it joined. */
export async function caringFor(db: Db, caregiverId: string): Promise<CaredFor[]> {
  const rows = await caredForQuery(db)
    .where(eq(caregivers.caregiverId, caregiverId))
    .orderBy(asc(caregivers.createdAt));
  return rows.map(toCaredFor);
}

/**
 * The caregiver's read-only view of one member: today's doses with what became of each, today's
 * counts and the last 7 days' adherence, in the owner's time zone. Nothing else of the owner's
 * account: no other member, reading, note or stock. Four queries.
 */
export async function careView(deps: Deps, caregiverId: string, linkId: string): Promise<CareView> {
  const { db } = deps;
  const [link] = await caredForQuery(db).where(
    and(eq(caregivers.id, linkId), eq(caregivers.caregiverId, caregiverId)),
  );
  if (!link) throw notFound(CARE_MISSING);
  const timeZone = link.ownerTimeZone || DEFAULT_TIME_ZONE;
  const now = deps.clock.now();
  const rows = await db
    .select()
    .from(medications)
    .where(and(eq(medications.memberId, link.memberId), eq(medications.active, true)));
  const plans = rows.map(planOf);
  const day = localDay(now, timeZone);
  const weekStart = dayRange(addDays(day, -6), timeZone).start;
  const logs = await doseLogsSince(db, { medicationIds: plans.map((p) => p.id), since: weekStart });
  const doses = dayDoses(plans, logs, now, timeZone);
  const counts = { taken: 0, missed: 0, pending: 0 };
  for (const d of doses) counts[d.state] += 1;
  const week = adherence(plans, logs, { from: weekStart, to: now }, now, timeZone);
  return {
    ...toCaredFor(link),
    timeZone,
    day,
    doses: doses.map(({ medication: { row }, dose, state }) => ({
      medicationId: row.id,
      name: row.name,
      dosage: row.dosage,
      scheduledTime: dose.at.toISOString(),
      state,
    })),
    today: {
      scheduled: doses.length,
      ...counts,
      percentage: percentage(counts.taken, doses.length),
    },
    week: {
      scheduled: week.scheduled,
      taken: week.taken,
      missed: week.missed,
      percentage: week.percentage,
    },
  };
}

/** The caregiver leaves: the link ends, and with it every alert it showed. */
export async function leaveCare(deps: Deps, caregiverId: string, linkId: string): Promise<void> {
  await countCaregiverChange(deps, caregiverId);
  const gone = await deps.db
    .delete(caregivers)
    .where(and(eq(caregivers.id, linkId), eq(caregivers.caregiverId, caregiverId)))
    .returning({ id: caregivers.id });
  if (gone.length === 0) throw notFound(CARE_MISSING);
}
