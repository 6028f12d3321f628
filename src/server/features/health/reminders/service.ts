import { and, eq, max } from 'drizzle-orm';
import { daysBetween } from '@core/health/calendar-date';
import { periodReminder, periodText, predictPeriod } from '@core/health/cycle';
import { localDay } from '@core/medicines';
import type { Deps } from '../../../deps';
import { bloodPressureReadings, familyMembers, periods, sugarReadings } from '../../../db/schema';
import type { SessionUser } from '../../../http/context';
import { selfMemberId } from '../../family/service';
import { memberPeriodsForPrediction } from '../periods/service';

/** Spec §9, word for word. */
export const HEALTH_REMINDER_TEXT = {
  blood_pressure: 'Time for your monthly blood pressure monitoring',
  sugar_test: 'Time for your monthly blood sugar test',
} as const;
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
  const memberId = await selfMemberId(deps.db, user.id);
  const rows = await memberPeriodsForPrediction(
    deps.db,
    and(eq(periods.userId, user.id), eq(periods.memberId, memberId)),
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
  type: keyof typeof HEALTH_REMINDER_TEXT;
  memberId: string;
  memberName: string;
  message: string;
  lastMeasuredAt: string;
  daysSinceLast: number;
}

/**
 * One reminder per member and kind whose latest reading is 30 or more days old (in the account's
 * days). A member with no reading of a kind is not tracking it and is never nagged. Any sugar
 * entry, HbA1c included, counts as that month's test. Two grouped queries, whatever the history.
 */
export async function healthRemindersFor(
  deps: Deps,
  user: SessionUser,
): Promise<HealthReminderAnswer[]> {
  const { db } = deps;
  const latest = (table: typeof bloodPressureReadings | typeof sugarReadings) =>
    db
      .select({ memberId: familyMembers.id, name: familyMembers.name, last: max(table.measuredAt) })
      .from(table)
      .innerJoin(familyMembers, eq(familyMembers.id, table.memberId))
      .where(eq(table.userId, user.id))
      .groupBy(familyMembers.id, familyMembers.name);
  const [bp, sugar] = await Promise.all([latest(bloodPressureReadings), latest(sugarReadings)]);
  const today = localDay(deps.clock.now(), user.timeZone);
  const due = (type: HealthReminderAnswer['type'], rows: typeof bp): HealthReminderAnswer[] =>
    rows.flatMap(({ memberId, name, last }) => {
      if (!last) return [];
      const days = daysBetween(localDay(last, user.timeZone), today);
      if (days < HEALTH_CHECK_EVERY_DAYS) return [];
      return [
        {
          type,
          memberId,
          memberName: name,
          message: HEALTH_REMINDER_TEXT[type],
          lastMeasuredAt: last.toISOString(),
          daysSinceLast: days,
        },
      ];
    });
  // The longest overdue first, within each kind.
  const byAge = (a: HealthReminderAnswer, b: HealthReminderAnswer) =>
    b.daysSinceLast - a.daysSinceLast;
  return [...due('blood_pressure', bp).sort(byAge), ...due('sugar_test', sugar).sort(byAge)];
}
