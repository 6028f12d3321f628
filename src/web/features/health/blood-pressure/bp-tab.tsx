import { msg } from '@lingui/core/macro';
import { eagerPart } from '../lazy-load';
import { formPart, READING_TAB_TEXTS } from '../tracker-parts';
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
    ...READING_TAB_TEXTS,
  },
  useView: (scope) => scope,
  form: formPart(() => import('./bp-form').then((m) => m.BpForm)),
  readings: eagerPart(BpReadings),
};

export default bloodPressure;
