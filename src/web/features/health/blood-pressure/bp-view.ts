import type { TrackerScope } from '../tracker-definition';

/** What the blood pressure tab hands its form, readings and chart: the scope alone. */
export type BpView = TrackerScope<'blood-pressure'>;
