/** Dose times as people in India read them: '8:00 pm', in the user's time zone. */
import { DEFAULT_TIME_ZONE, dateFormat } from './date-format';
// The package's instance is the app's (lib/i18n/i18n.ts sets it up): importing that module here
// would make this one a chunk of its own in Home's first load.
import { i18n } from './i18n/i18n';
import { msg } from '@lingui/core/macro';
import { activeLocale } from './i18n/locale';

/**
 * '8:00 pm' (built from parts so every ICU version spaces it the same); in Hindi the part of the
 * day in words, 'रात 8:00', as Hindi speakers say it (hi-IN's own am/pm is Latin).
 */
export function formatClock(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (activeLocale() === 'hi')
    return dateFormat({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }, timeZone).format(
      date,
    );
  const parts = dateFormat(
    { hour: 'numeric', minute: '2-digit', hour12: true },
    timeZone,
  ).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`;
}

/** 'YYYY-MM-DD' of `date` in `timeZone`. */
export function localDay(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = dateFormat(
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    timeZone,
    'en-IN', // a key, not a text: the same in every language
  ).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** '8:00 pm', 'tomorrow 8:00 am' or 'yesterday 10:00 pm', relative to `now` in the zone. */
export function formatDoseTime(value: string, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(value);
  const clock = formatClock(date, timeZone);
  if (!clock) return '';
  const day = localDay(date, timeZone);
  const today = localDay(now, timeZone);
  const DAY = 86_400_000;
  if (day === today) return clock;
  if (day === localDay(new Date(now.getTime() + DAY), timeZone))
    return i18n._(msg`tomorrow ${clock}`);
  if (day === localDay(new Date(now.getTime() - DAY), timeZone))
    return i18n._(msg`yesterday ${clock}`);
  return clock;
}
