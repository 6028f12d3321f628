import type { TrackerScope } from '../tracker-definition';

/** What the eye sight tab hands its form, readings and chart: the scope alone. */
export type EyeView = TrackerScope<'eye-sight'>;
