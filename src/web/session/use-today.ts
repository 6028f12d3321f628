import { useAccount } from '@web/session/queries';
import { useClockValue } from '@web/lib/clock';
import { DEFAULT_TIME_ZONE, dateParts } from '@web/lib/date-format';

/**
 * 'YYYY-MM-DD' of an instant in a zone. One Intl call: the page's first load need not carry the
 * core time-zone module (its dose arithmetic handles DST gaps, which a date alone never meets).
 */
export function dayInZone(at: Date, timeZone: string): string {
  const get = dateParts(
    at,
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    timeZone,
    'en-CA',
  );
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Today's date in the user's time zone (PRODUCT §1: IST unless they chose another), from the
 * app's clock: it turns at midnight while the page is open, and on waking after one.
 */
export function useToday(): { today: string; timeZone: string } {
  const timeZone = useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
  const today = useClockValue((at) => dayInZone(at, timeZone));
  return { today, timeZone };
}
