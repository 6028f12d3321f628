import { t } from '@lingui/core/macro';
import { localTime } from '@core/medicines/time-zone';

/**
 * A greeting for the hour of the day (0-23). After midnight it is neither evening nor morning
 * yet (a parent up with a sick child at 02:00): a plain "Hello".
 */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return t`Good morning`;
  if (hour >= 12 && hour < 17) return t`Good afternoon`;
  if (hour >= 17) return t`Good evening`;
  return t`Hello`;
}

/**
 * The greeting at `at` in the account's time zone, like every other time the app shows: a phone
 * set to another zone (or a traveller's) must not greet an IST account "Good evening" at 00:30.
 */
export function greetingAt(at: Date, timeZone: string): string {
  return greetingFor(Number(localTime(at, timeZone).slice(0, 2)));
}
