import { msg } from '@lingui/core/macro';
import { lazyPart } from '../lazy-load';
import type { TrackerDefinition } from '../tracker-definition';
import type { EyeView } from './eye-view';

/** /health?tab=eye-sight */
const eyeSight: TrackerDefinition<'eye-sight', EyeView> = {
  tracker: 'eye-sight',
  id: 'eye',
  texts: {
    picker: msg`Whose eye tests`,
    entryTitle: msg`Log an eye test`,
    entryTip: msg`Copy the numbers from the prescription.`,
    logButton: msg`Log an eye test`,
    loading: msg`Loading eye tests...`,
    failed: msg`The eye tests could not be loaded.`,
  },
  useView: (scope) => scope,
  form: lazyPart(() => import('./eye-form').then((m) => m.EyeForm), msg`Loading the form...`),
  readings: lazyPart(
    () => import('./eye-readings').then((m) => m.EyeReadings),
    msg`Loading eye tests...`,
  ),
};

export default eyeSight;
