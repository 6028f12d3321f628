import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';

export type BpView = TrackerScope<'blood-pressure'>;

/** /health?tab=blood-pressure */
const bloodPressure: TrackerDefinition<'blood-pressure', BpView> = {
  tracker: 'blood-pressure',
  id: 'bp',
  texts: {
    picker: 'Whose blood pressure',
    entryTitle: 'Log blood pressure',
    entryTip: 'Sit quietly for 5 minutes first.',
    logButton: 'Log a reading',
    items: 'readings',
  },
  useView: (scope) => scope,
  form: lazyPart(() => import('./bp-form').then((m) => m.BpForm), 'Loading the form...'),
  readings: lazyPart(
    () => import('./bp-readings').then((m) => m.BpReadings),
    'Loading readings...',
  ),
};

export default bloodPressure;
