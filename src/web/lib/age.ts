import { plural, t } from '@lingui/core/macro';
import { ageInYears, isCalendarDate } from '@core/health/calendar-date';

/** Completed months from a date of birth to today (0 when born this month or later). */
export function ageInMonths(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * '34 years', '1 year', '8 months', 'Under 1 month'; null without a usable date of birth or when
 * it is after today. Babies are counted in months, as parents and paediatricians do.
 */
export function describeAge(dateOfBirth: string | null, today: string): string | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth) || !isCalendarDate(today)) return null;
  if (dateOfBirth > today) return null;
  const years = ageInYears(dateOfBirth, today);
  if (years >= 1) return plural(years, { one: '# year', other: '# years' });
  const months = ageInMonths(dateOfBirth, today);
  if (months >= 1) return plural(months, { one: '# month', other: '# months' });
  return t`Under 1 month`;
}
