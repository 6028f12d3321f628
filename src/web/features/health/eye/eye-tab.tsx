import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';

export type EyeView = TrackerScope<'eye-sight'>;

/** /health?tab=eye-sight */
const eyeSight: TrackerDefinition<'eye-sight', EyeView> = {
  tracker: 'eye-sight',
  id: 'eye',
  texts: {
    picker: 'Whose eye tests',
    entryTitle: 'Log an eye test',
    entryTip: 'Copy the numbers from the prescription.',
    logButton: 'Log an eye test',
    items: 'eye tests',
  },
  // Eye tests are a few a year: one list serves the history, the latest, the change and the chart.
  whole: 200,
  useView: (scope) => scope,
  form: lazyPart(() => import('./eye-form').then((m) => m.EyeForm), 'Loading the form...'),
  readings: lazyPart(
    () => import('./eye-readings').then((m) => m.EyeReadings),
    'Loading eye tests...',
  ),
};

export default eyeSight;
