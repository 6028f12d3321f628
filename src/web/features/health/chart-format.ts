import { localDay } from '@core/medicines/time-zone';
import { dateParts } from '@web/lib/date-format';
import { activeLocale } from '@web/lib/i18n/locale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An axis label on the user's calendar: '22 Nov' within a year, "Nov '26" for longer spans
 * (a child's eye tests over the years); the month in the active language.
 */
export function formatTick(ms: number, timeZone: string, spanDays: number): string {
  const day = localDay(new Date(ms), timeZone);
  const [year, month, date] = day.split('-');
  // English keeps its three letters ('Sep', where en-IN writes 'Sept'); Hindi's from Intl.
  const name =
    activeLocale() === 'en'
      ? (MONTHS[Number(month) - 1] ?? '')
      : dateParts(new Date(`${day}T00:00:00Z`), { month: 'short' }, 'UTC')('month');
  if (spanDays > 400) return `${name} '${(year ?? '').slice(2)}`;
  return `${Number(date)} ${name}`;
}

/** Days between the first and last point (0 for one point or none). */
export function spanDays(times: readonly number[]): number {
  if (times.length < 2) return 0;
  return (Math.max(...times) - Math.min(...times)) / 86_400_000;
}

/** A y-axis domain that shows the data and the bands around it, padded to round numbers. */
export function paddedDomain(
  values: readonly number[],
  floor: number,
  ceiling: number,
  step: number,
): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [floor, ceiling];
  const low = Math.min(floor, Math.floor(Math.min(...finite) / step) * step);
  const high = Math.max(ceiling, Math.ceil(Math.max(...finite) / step) * step);
  return [low, high];
}

/** Round ticks from low to high: 60, 80, 100... */
export function ticksFor(low: number, high: number, step: number): number[] {
  const ticks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) {
    ticks.push(Number(v.toFixed(4)));
  }
  return ticks;
}
