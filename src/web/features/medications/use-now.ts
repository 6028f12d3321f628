import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, updated at the start of every minute (countdowns count whole minutes) and
 * when the page becomes visible again after the phone slept.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
    };
    function tick() {
      setNow(new Date());
      schedule();
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
