import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg, plural } from '@lingui/core/macro';
import { formatClock } from '@web/lib/dose-time';

/**
 * The server's refill and caregiver alerts (src/server/jobs/refill-alerts.ts, caregiver-alerts.ts)
 * in the active language, by its
 * stable `code` and the figures in its `params` (ADR 026): the medicine's name, the days and the
 * tablets left. An alert whose code this client does not know (or has none, or figures it cannot
 * read) is shown as the server wrote it.
 */
interface AlertWords {
  title: string;
  message: string;
  /** As the server sent it (ServerNotification's): it may be newer than this client. */
  code: string | null;
  params: unknown;
}

const REFILL_CODES: readonly (string | null)[] = ['REFILL_RUN_OUT', 'REFILL_DAYS_LEFT'];

function field(params: unknown, name: string): unknown {
  return params && typeof params === 'object'
    ? (params as Record<string, unknown>)[name]
    : undefined;
}

export function alertTitle(
  i18n: I18n,
  notification: Pick<AlertWords, 'title' | 'code' | 'params'>,
): string {
  if (REFILL_CODES.includes(notification.code)) return i18n._(msg`Time to refill`);
  const member = field(notification.params, 'member');
  if (notification.code === 'CAREGIVER_MISSED_DOSE' && typeof member === 'string') {
    return i18n._(msg`${member} has not taken a dose`);
  }
  return notification.title;
}

/** A caregiver's alert (ADR 037): the member's day it opens, /care/:link; null for others. */
export function alertLink(notification: Pick<AlertWords, 'code' | 'params'>): string | null {
  const link = field(notification.params, 'link');
  return notification.code === 'CAREGIVER_MISSED_DOSE' && typeof link === 'string'
    ? `/care/${encodeURIComponent(link)}`
    : null;
}

export function alertMessage(
  i18n: I18n,
  notification: Pick<AlertWords, 'message' | 'code' | 'params'>,
): string {
  const { code, params } = notification;
  const medicine = field(params, 'medicine');
  if (typeof medicine !== 'string') return notification.message;
  if (code === 'CAREGIVER_MISSED_DOSE') {
    const member = field(params, 'member');
    const at = field(params, 'scheduledTime');
    const zone = field(params, 'timeZone');
    if (typeof member !== 'string' || typeof at !== 'string') return notification.message;
    const time = formatClock(at, typeof zone === 'string' ? zone : undefined);
    return i18n._(msg`${member} has not marked ${medicine}, due at ${time}, as taken.`);
  }
  if (code === 'REFILL_RUN_OUT') return i18n._(msg`${medicine} has run out. Please refill it.`);
  const days = field(params, 'days');
  const stock = field(params, 'stock');
  if (code === 'REFILL_DAYS_LEFT' && typeof days === 'number' && typeof stock === 'number') {
    return i18n._(
      msg`${medicine}: ${plural(days, { one: 'about # day of stock left', other: 'about # days of stock left' })} (${stock} left). Please refill it soon.`,
    );
  }
  return notification.message;
}
