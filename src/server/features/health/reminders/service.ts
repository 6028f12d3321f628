import { and, eq, sql } from 'drizzle-orm';
import { daysBetween } from '@core/health/calendar-date';
import { HEALTH_REMINDER_TEXT, type HealthReminderType } from '@core/health/checkups';
import { periodReminder, periodText, predictPeriod } from '@core/health/cycle';
import { localDay } from '@core/medicines';
import type { Deps } from '../../../deps';
import { bloodPressureReadings, familyMembers, periods, sugarReadings } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { memberPeriodsForPrediction } from '../periods/service';

/** PRODUCT §4: a monthly check is due when the last one is this many days old. */
export const HEALTH_CHECK_EVERY_DAYS = 30;

export interface PeriodReminderAnswer {
  shouldRemind: boolean;
  daysUntilDue: number | null;
  /** Spec §9's text when a reminder is due, else null. */
  message: string | null;
}

/**
 * The account holder's own periods only. The spec's text is "Your period is due…", which would
 * be wrong for a daughter's or wife's cycle tracked from this account; their predictions are on
 * /health through GET /api/periods/prediction.
 */
export async function periodReminderFor(
  deps: Deps,
  user: SessionUser,
): Promise<PeriodReminderAnswer> {
  const m = familyMembers;
  // The self member, found by the same query: an account without one has no periods to read.
  const self = sql`select ${m.id} from ${m} where ${m.userId} = ${user.id} and ${m.isSelf}`;
  const rows = await memberPeriodsForPrediction(
    deps.db,
    and(eq(periods.userId, user.id), eq(periods.memberId, sql`(${self})`)),
  );
  const today = localDay(deps.clock.now(), user.timeZone);
  const reminder = periodReminder(predictPeriod(rows, today), today);
  return {
    ...reminder,
    message:
      reminder.shouldRemind && reminder.daysUntilDue !== null
        ? periodText(reminder.daysUntilDue)
        : null,
  };
}

export interface HealthReminderAnswer {
  type: HealthReminderType;
  memberId: string;
  memberName: string;
  message: string;
  lastMeasuredAt: string;
  daysSinceLast: number;
}

/** The member's latest reading of a kind: one step down the member index, newest end first. */
function latest(table: typeof bloodPressureReadings | typeof sugarReadings) {
  const m = familyMembers;
  // Its own SQL, so its columns stay qualified inside the outer single-table select.
  // By member alone (a reading's account is its member's): only the member index can answer it.
  const last = sql`select ${table.measuredAt} from ${table} where ${table.memberId} = ${m.id} order by ${table.measuredAt} desc limit 1`;
  return sql`(${last})`.mapWith(table.measuredAt);
}

/**
 * One reminder per member and kind whose latest reading is 30 or more days old (in the account's
 * days). A member with no reading of a kind is not tracking it and is never nagged. Any sugar
 * entry, HbA1c included, counts as that month's test. One query: the account's members, each
 * with the time of their latest reading of each kind, whatever the history.
 */
export async function healthRemindersFor(
  deps: Deps,
  user: SessionUser,
): Promise<HealthReminderAnswer[]> {
  const rows = await deps.db
    .select({
      memberId: familyMembers.id,
      name: familyMembers.name,
      blood_pressure: latest(bloodPressureReadings),
      sugar_test: latest(sugarReadings),
    })
    .from(familyMembers)
    .where(eq(familyMembers.userId, user.id));
  const today = localDay(deps.clock.now(), user.timeZone);
  const due = (type: HealthReminderAnswer['type']): HealthReminderAnswer[] =>
    rows.flatMap((row) => {
      const last: Date | null = row[type];
      if (!last) return [];
      const days = daysBetween(localDay(last, user.timeZone), today);
      if (days < HEALTH_CHECK_EVERY_DAYS) return [];
      return [
        {
          type,
          memberId: row.memberId,
          memberName: row.name,
          message: HEALTH_REMINDER_TEXT[type],
          lastMeasuredAt: last.toISOString(),
          daysSinceLast: days,
        },
      ];
    });
  // The longest overdue first, within each kind.
  const byAge = (a: HealthReminderAnswer, b: HealthReminderAnswer) =>
    b.daysSinceLast - a.daysSinceLast;
  return [...due('blood_pressure').sort(byAge), ...due('sugar_test').sort(byAge)];
}
