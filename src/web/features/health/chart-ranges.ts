import { daysBackFrom, MAX_LIMIT } from '@core/health/tracker-lists';

/** The chart's ranges; their names are with the chart (chart-slot.tsx), out of /health's first load. */
export const CHART_RANGES = [
  { id: '30d', days: 30 },
  { id: '90d', days: 90 },
  { id: '1y', days: 365 },
  { id: 'all', days: null },
] as const;
export type ChartRange = (typeof CHART_RANGES)[number]['id'];

/** Most readings a list or chart asks for at once (the API's largest page). */
export { MAX_LIMIT };

/**
 * The start of a range: midnight, on the user's clock, of the day `days` before today. Whole days
 * keep the query key the same all day (one request, cached), and the window still covers the
 * rolling 30 × 24 hours the averages use.
 */
export function rangeFrom(range: ChartRange, now: Date, timeZone: string): string | undefined {
  const days = CHART_RANGES.find((r) => r.id === range)?.days ?? null;
  if (days === null) return undefined;
  return daysBackFrom(days, now, timeZone);
}
