import { bmiAppliesToAge } from '@core/health/bmi';
import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';
import { ageOf } from './body-form-values';

export interface BodyView extends TrackerScope<'weight-height'> {
  /** Age in years of each member (null: unknown), for whether adult BMI cut-offs apply. */
  ageOf: (memberId: string) => number | null;
  /** The chosen member is 18 or older (or of unknown age): the BMI bands apply. */
  adult: boolean;
}

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
    picker: 'Whose weight and height',
    entryTitle: 'Log weight and height',
    entryTip: 'Weigh in the morning, before breakfast.',
    logButton: 'Log a measurement',
    items: 'measurements',
  },
  useView: bodyView,
  form: lazyPart(() => import('./body-form').then((m) => m.BodyForm), 'Loading the form...'),
  readings: lazyPart(
    () => import('./body-readings').then((m) => m.BodyReadings),
    'Loading measurements...',
  ),
};

export default body;
