/** PRODUCT §1: dates as 22 Nov 2026; times as 4:05 pm; in the user's time zone. */
import { DEFAULT_TIME_ZONE, dateFormat, dateParts } from './date-format';
import { activeLocale } from './i18n/locale';

/**
 * '22 Nov 2026, 4:05 pm' (en-IN's am/pm are small letters), every space a plain one whatever the
 * ICU version (CLDR 42 put a narrow no-break space before am/pm); in Hindi
 * '22 नव॰ 2026, शाम 4:05', the part of the day in words as the dose times say it (hi-IN's own
 * am/pm is Latin). Written small: this module is in every page's first load.
 */
export function formatDateTime(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: activeLocale() === 'hi' ? 'short' : undefined,
    },
    timeZone,
  )
    .format(date)
    .replace(/\s+/g, ' ');
}

/** '3 May 1990' for a calendar date 'YYYY-MM-DD' (no time zone shift). */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const get = dateParts(date, { day: 'numeric', month: 'short', year: 'numeric' }, 'UTC');
  return `${get('day')} ${get('month')} ${get('year')}`;
}
