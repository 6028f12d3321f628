import { HOME_OPENING_KEYS } from '@core/routes/page-data';
import type { Deps } from '../deps';
import type { SessionUser } from '../http/context';
import { medicationReminders, statistics } from '../features/doses/service';
import { listLogs } from '../features/doses/log-service';
import { listNotifications } from '../features/notifications/service';

/** A GET answer in the page, under the app's query key for it. */
export interface PageAnswer {
  key: readonly unknown[];
  answer: unknown;
}

/**
 * Home's first requests answered in the page (ADR 025), each by the function its route calls,
 * scoped to the session's account, so the answer is the one the app would have fetched.
 */
export async function homeAnswers(deps: Deps, user: SessionUser): Promise<PageAnswer[]> {
  const keys = HOME_OPENING_KEYS;
  const [stats, reminders, logs, alerts] = await Promise.all([
    statistics(deps, user, {}),
    medicationReminders(deps, user),
    listLogs(deps, user, keys.recentLogs[1]),
    listNotifications(deps.db, user.id),
  ]);
  return [
    { key: keys.statistics, answer: stats },
    { key: keys.reminders, answer: reminders },
    { key: keys.recentLogs, answer: logs },
    { key: keys.notifications, answer: alerts },
  ];
}
