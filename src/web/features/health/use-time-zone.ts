import { DEFAULT_TIME_ZONE } from '@core/medicines/time-zone';
import { useAccount } from '@web/session/queries';

/** The account's time zone (PRODUCT §1: IST until the user picks another). */
export function useTimeZone(): string {
  return useAccount().data?.user.timeZone || DEFAULT_TIME_ZONE;
}
