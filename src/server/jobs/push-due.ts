// What the push job sends (ADR 032): the reminders due now for the accounts it pushes
// to. Doses at their time, snoozed doses when their snooze ends, and the daily period and
// check-up reminders; each with its key (sent once per device, push_sends) and its payload.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Language } from '@core/i18n/languages';
import {
  checkupPayload,
  encodePayload,
  medicationPayload,
  periodPayload,
} from '@core/push/payload';
import { DOSE_PUSH_WINDOW_MS, dosesToPush, pushKeys } from '@core/push/schedule';
import type { Deps, PushTarget } from '../deps';
import { medications, pushSnoozes } from '../db/schema';
import { healthRemindersFor, periodReminderFor } from '../features/health/reminders/service';
import { planOf } from '../features/medications/plans';
import type { toPreferences } from '../features/push/service';
import type { SessionUser } from '../http/context';
import { doseLogsSince } from '../features/doses/dose-logs';
import { textsFor } from '../texts/texts';

export interface Target extends PushTarget {
  id: string;
}

export interface Account {
  user: SessionUser;
  language: Language;
  prefs: ReturnType<typeof toPreferences>;
  devices: Target[];
}

/** One reminder for an account: pushed to each of its devices once (push_sends' key). */
export interface Reminder {
  userId: string;
  key: string;
  payload: string;
}

/** Doses due in the last ten minutes and not logged, for every account that wants them. */
export async function doseReminders(
  deps: Deps,
  accounts: Account[],
  now: Date,
): Promise<Reminder[]> {
  const wanting = accounts.filter((a) => a.prefs.medications);
  if (wanting.length === 0) return [];
  const byUser = new Map(wanting.map((a) => [a.user.id, a]));
  const rows = await deps.db
    .select()
    .from(medications)
    .where(and(inArray(medications.userId, [...byUser.keys()]), eq(medications.active, true)));
  const scheduled = rows.filter((r) => !r.asNeeded);
  if (scheduled.length === 0) return [];
  const logs = await doseLogsSince(deps.db, {
    medicationIds: scheduled.map((r) => r.id),
    since: new Date(now.getTime() - DOSE_PUSH_WINDOW_MS),
  });
  const reminders: Reminder[] = [];
  for (const account of wanting) {
    const plans = scheduled.filter((r) => r.userId === account.user.id).map(planOf);
    for (const { medication, dose } of dosesToPush(plans, logs, now, account.user.timeZone)) {
      reminders.push({
        userId: account.user.id,
        key: pushKeys.dose(medication.row.id, dose.at),
        payload: encodePayload(
          medicationPayload({
            userId: account.user.id,
            medicationId: medication.row.id,
            scheduledTime: dose.at,
            name: medication.row.name,
            dosage: medication.row.dosage,
            texts: textsFor(account.language).push,
            showDetails: account.prefs.showDetails,
          }),
        ),
      });
    }
  }
  return reminders;
}

/**
 * Snoozed doses that came due in the last ten minutes and are still not logged, pushed again
 * (the same notification tag, so it replaces the first). Each snooze is its own reminder
 * (its due time in the key), so snoozing the same dose twice pushes it twice, each once.
 */
export async function snoozeReminders(
  deps: Deps,
  accounts: Account[],
  now: Date,
): Promise<Reminder[]> {
  const byUser = new Map(accounts.filter((a) => a.prefs.medications).map((a) => [a.user.id, a]));
  if (byUser.size === 0) return [];
  const rows = await deps.db
    .select({ snooze: pushSnoozes, name: medications.name, dosage: medications.dosage })
    .from(pushSnoozes)
    .innerJoin(
      medications,
      and(eq(medications.id, pushSnoozes.medicationId), eq(medications.active, true)),
    )
    .where(
      and(
        inArray(pushSnoozes.userId, [...byUser.keys()]),
        lte(pushSnoozes.dueAt, now),
        gt(pushSnoozes.dueAt, new Date(now.getTime() - DOSE_PUSH_WINDOW_MS)),
      ),
    );
  if (rows.length === 0) return [];
  const earliest = Math.min(...rows.map((r) => r.snooze.scheduledTime.getTime()));
  const logs = await doseLogsSince(deps.db, {
    medicationIds: [...new Set(rows.map((r) => r.snooze.medicationId))],
    since: new Date(earliest),
  });
  const logged = new Set(
    logs.map((l) => `${l.medicationId} ${new Date(l.scheduledTime).toISOString()}`),
  );
  const reminders: Reminder[] = [];
  for (const { snooze, name, dosage } of rows) {
    const account = byUser.get(snooze.userId);
    const dose = `${snooze.medicationId} ${snooze.scheduledTime.toISOString()}`;
    if (!account || logged.has(dose)) continue;
    reminders.push({
      userId: snooze.userId,
      key: pushKeys.snooze(snooze.medicationId, snooze.scheduledTime, snooze.dueAt),
      payload: encodePayload(
        medicationPayload({
          userId: snooze.userId,
          medicationId: snooze.medicationId,
          scheduledTime: snooze.scheduledTime,
          name,
          dosage,
          texts: textsFor(account.language).push,
          showDetails: account.prefs.showDetails,
        }),
      ),
    });
  }
  return reminders;
}

/** Period (two days before, once a day) and monthly check-ups, in the account's daytime. */
export async function dailyReminders(deps: Deps, account: Account, now: Date): Promise<Reminder[]> {
  const { user, prefs } = account;
  const texts = textsFor(account.language).push;
  const reminders: Reminder[] = [];
  if (prefs.periods) {
    const period = await periodReminderFor(deps, user);
    if (period.shouldRemind && period.daysUntilDue !== null) {
      reminders.push({
        userId: user.id,
        key: pushKeys.period(now, user.timeZone),
        payload: encodePayload(
          periodPayload({
            daysUntilDue: period.daysUntilDue,
            texts,
            showDetails: prefs.showDetails,
          }),
        ),
      });
    }
  }
  if (prefs.healthCheckups) {
    for (const due of await healthRemindersFor(deps, user)) {
      reminders.push({
        userId: user.id,
        key: pushKeys.checkup(due.type, due.memberId, now, user.timeZone),
        payload: encodePayload(
          checkupPayload({ type: due.type, texts, showDetails: prefs.showDetails }),
        ),
      });
    }
  }
  return reminders;
}
