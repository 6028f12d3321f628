import { plural, t } from '@lingui/core/macro';

/**
 * The bell's number (PRODUCT overrides the spec's fixed 3): doses due now and not logged, plus
 * the server's unread alerts. Either list may be missing (loading, failed): it counts as none.
 */
export function pendingCount(reminders: unknown, notifications: unknown): number {
  const doses = new Set<string>();
  if (Array.isArray(reminders)) {
    for (const r of reminders) {
      if (typeof r !== 'object' || r === null) continue;
      const { medicationId, scheduledTime } = r as Record<string, unknown>;
      if (typeof medicationId === 'string') doses.add(`${medicationId}@${String(scheduledTime)}`);
    }
  }
  let unread = 0;
  if (Array.isArray(notifications)) {
    for (const n of notifications) {
      if (typeof n === 'object' && n !== null && (n as Record<string, unknown>).readAt === null)
        unread += 1;
    }
  }
  return doses.size + unread;
}

/** What the badge shows; null means no badge. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 9 ? '9+' : String(count);
}

/** The bell's accessible name. */
export function bellLabel(count: number): string {
  if (!(count > 0)) return t`Notification settings`;
  return plural(count, {
    one: 'Notification settings, # pending reminder',
    other: 'Notification settings, # pending reminders',
  });
}
