import {
  HEALTH_REMINDER_TEXT,
  HEALTH_REMINDER_TYPES,
  type HealthReminderType,
} from '@core/health/checkups';
import { periodText } from '@core/health/cycle';
import { localDay } from '@core/medicines/time-zone';
import type {
  NotificationPreferences,
  PreferenceKey,
} from '@web/features/notifications/preferences';
import type { LocalNotification, LocalNotificationType } from './local-notification';
import { dailyReminderId } from './shown-store';

/** Spec §3: what GET /api/period-reminders answers (its extra fields are not needed here). */
export interface PeriodReminderState {
  shouldRemind: boolean;
  daysUntilDue: number | null;
}

export const PERIOD_TITLE = 'Period reminder';
export const HEALTH_CHECKUP_TITLE = 'Health checkup';

/** Which stored preference decides a notification type (spec §3). */
export const PREFERENCE_OF_TYPE: Record<LocalNotificationType, PreferenceKey> = {
  medication: 'medications',
  period: 'periods',
  health_checkup: 'healthCheckups',
};

/**
 * Whether a notification is shown inside the open app. In-app reminders are free for everyone;
 * period and health ones follow their stored preference (default on). Medication reminders are
 * always shown in the app, as before: the preference only decides their browser notification.
 */
export function showsInApp(notification: LocalNotification, prefs: NotificationPreferences) {
  return notification.type === 'medication' || prefs[PREFERENCE_OF_TYPE[notification.type]];
}

/** The local day ('YYYY-MM-DD') a once-a-day reminder belongs to, in the account's zone. */
export function reminderDay(now: number, timeZone: string): string {
  return localDay(new Date(now), timeZone);
}

/** Reads GET /api/period-reminders' answer; null when it is not one. */
export function periodReminderFrom(value: unknown): PeriodReminderState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { shouldRemind, daysUntilDue } = value as Record<string, unknown>;
  if (typeof shouldRemind !== 'boolean') return null;
  if (daysUntilDue !== null && (typeof daysUntilDue !== 'number' || !Number.isFinite(daysUntilDue)))
    return null;
  return { shouldRemind, daysUntilDue };
}

/** The kinds of health check due, each once, from GET /api/health-reminders' answer. */
export function healthReminderTypesFrom(value: unknown): HealthReminderType[] {
  if (!Array.isArray(value)) return [];
  const types: HealthReminderType[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const type = HEALTH_REMINDER_TYPES.find((t) => t === (item as Record<string, unknown>).type);
    if (type && !types.includes(type)) types.push(type);
  }
  return types;
}

function periodNotification(value: unknown, day: string): LocalNotification | null {
  const answer = periodReminderFrom(value);
  if (!answer?.shouldRemind || answer.daysUntilDue === null) return null;
  return {
    id: dailyReminderId('period', day),
    type: 'period',
    title: PERIOD_TITLE,
    message: periodText(answer.daysUntilDue),
  };
}

/**
 * The period and health reminders to show today (spec §3, §9), with the spec's texts, one per
 * kind (the text is the same whichever member a check is for), without the kinds whose stored
 * preference is off. Their ids carry the day: each is shown once a day per device.
 */
export function checkupNotifications(input: {
  period?: unknown;
  health?: unknown;
  prefs: NotificationPreferences;
  day: string;
}): LocalNotification[] {
  const period = periodNotification(input.period, input.day);
  const health = healthReminderTypesFrom(input.health).map((type): LocalNotification => ({
    id: dailyReminderId(`health_checkup:${type}`, input.day),
    type: 'health_checkup',
    title: HEALTH_CHECKUP_TITLE,
    message: HEALTH_REMINDER_TEXT[type],
  }));
  return [...(period ? [period] : []), ...health].filter((n) => showsInApp(n, input.prefs));
}
