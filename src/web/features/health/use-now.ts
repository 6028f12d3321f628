import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time, refreshed every minute and when the phone wakes the page: the 7- and 30-day windows
 * and the form's "now" follow the clock without a reload.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, MINUTE_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
