import { msg } from '@lingui/core/macro';
import { eagerPart, lazyPart } from '../lazy-load';
import { BpReadings } from './bp-readings';
import type { TrackerDefinition } from '../tracker-definition';
import type { BpView } from './bp-view';

/** /health?tab=blood-pressure */
const bloodPressure: TrackerDefinition<'blood-pressure', BpView> = {
  tracker: 'blood-pressure',
  id: 'bp',
  texts: {
    picker: msg`Whose blood pressure`,
    entryTitle: msg`Log blood pressure`,
    entryTip: msg`Sit quietly for 5 minutes first.`,
    logButton: msg`Log a reading`,
    loading: msg`Loading readings...`,
    failed: msg`The readings could not be loaded.`,
  },
  useView: (scope) => scope,
  form: lazyPart(() => import('./bp-form').then((m) => m.BpForm), msg`Loading the form...`),
  readings: eagerPart(BpReadings),
};

export default bloodPressure;
