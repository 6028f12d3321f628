import { lazy } from '@web/lib/lazy';

/**
 * The trackers' own charts (recharts), loaded as the report shows: the report's first paint
 * does not wait for them, and the page's code stays out of every other route's first load.
 */
export const BpChart = lazy(() =>
  import('@web/features/health/blood-pressure/bp-chart').then((m) => ({ default: m.BpChart })),
);
export const SugarChart = lazy(() =>
  import('@web/features/health/sugar/sugar-chart').then((m) => ({ default: m.SugarChart })),
);
export const BodyChart = lazy(() =>
  import('@web/features/health/body/body-chart').then((m) => ({ default: m.BodyChart })),
);
