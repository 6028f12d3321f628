import { localDay } from '@core/medicines/time-zone';
import { formatCalendarDate } from '@web/lib/format-date';

/** '22 Nov 2026': the day a prescription was uploaded, in the user's zone (PRODUCT §1). */
export function uploadedOn(createdAt: string, timeZone: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatCalendarDate(localDay(date, timeZone));
  } catch {
    // An unknown zone name: fall back to IST rather than show nothing.
    return formatCalendarDate(localDay(date));
  }
}
