import { useAccount } from '@web/features/auth/queries';
import { useClockValue } from '@web/lib/clock';

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return undefined;
    }
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * 'YYYY-MM-DD' of an instant in a zone. One Intl call: the page's first load need not carry the
 * core time-zone module (its dose arithmetic handles DST gaps, which a date alone never meets).
 */
export function dayInZone(at: Date, timeZone: string): string {
  const format = dayFormat(timeZone);
  if (!format) return dayInZone(at, DEFAULT_TIME_ZONE);
  const part = new Map(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.get('year') ?? ''}-${part.get('month') ?? ''}-${part.get('day') ?? ''}`;
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
