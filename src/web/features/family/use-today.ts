import { useEffect, useState } from 'react';
import { useAccount } from '@web/features/auth/queries';

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * 'YYYY-MM-DD' of an instant in a zone. One Intl call: the page's first load need not carry the
 * core time-zone module (its dose arithmetic handles DST gaps, which a date alone never meets).
 */
export function dayInZone(at: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return dayInZone(at, DEFAULT_TIME_ZONE);
  }
  const part = new Map(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.get('year') ?? ''}-${part.get('month') ?? ''}-${part.get('day') ?? ''}`;
}

/**
 * Today's date in the user's time zone (PRODUCT §1: IST unless they chose another), refreshed
 * when the app comes back to the front after midnight.
 */
export function useToday(): { today: string; timeZone: string } {
  const timeZone = useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return { today: dayInZone(new Date(now), timeZone), timeZone };
}
