import { t } from '@lingui/core/macro';
import { formatDateTime } from '@web/lib/format-date';
import { formatClock, localDay } from '@web/lib/dose-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 'just now', '5 min ago', '3 h ago', 'yesterday, 8:00 pm', or the date and time. */
export function relativeTime(value: string, now: Date, timeZone: string): string {
  const date = new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  const diff = now.getTime() - ms;
  if (diff < MINUTE) return t`just now`;
  if (diff < HOUR) {
    const minutes = Math.floor(diff / MINUTE);
    return t`${minutes} min ago`;
  }
  const day = localDay(date, timeZone);
  if (day === localDay(now, timeZone)) {
    const hours = Math.floor(diff / HOUR);
    return t`${hours} h ago`;
  }
  if (day === localDay(new Date(now.getTime() - 24 * HOUR), timeZone)) {
    const clock = formatClock(date, timeZone);
    return t`yesterday, ${clock}`;
  }
  return formatDateTime(date, timeZone);
}
