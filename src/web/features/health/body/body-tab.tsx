import { bmiAppliesToAge } from '@core/health/bmi';
import { msg } from '@lingui/core/macro';
import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';
import { ageOf } from './body-form-values';
import type { BodyView } from './body-view';

function bodyView(scope: TrackerScope<'weight-height'>): BodyView {
  const { who, today } = scope;
  const age = (id: string) => ageOf(who.members.find((m) => m.id === id)?.dateOfBirth, today);
  return { ...scope, ageOf: age, adult: bmiAppliesToAge(who.memberId ? age(who.memberId) : null) };
}

/** /health?tab=weight-height */
const body: TrackerDefinition<'weight-height', BodyView> = {
  tracker: 'weight-height',
  id: 'body',
  texts: {
    picker: msg`Whose weight and height`,
    entryTitle: msg`Log weight and height`,
    entryTip: msg`Weigh in the morning, before breakfast.`,
    logButton: msg`Log a measurement`,
    loading: msg`Loading measurements...`,
    failed: msg`The measurements could not be loaded.`,
  },
  useView: bodyView,
  form: lazyPart(() => import('./body-form').then((m) => m.BodyForm), msg`Loading the form...`),
  readings: lazyPart(
    () => import('./body-readings').then((m) => m.BodyReadings),
    msg`Loading measurements...`,
  ),
};

export default body;
