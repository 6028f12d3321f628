import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';
import { SugarUnitToggle, useSugarUnit } from './sugar-unit-toggle';
import type { SugarUnit } from './sugar-units';

export interface SugarView extends TrackerScope<'sugar-levels'> {
  /** What sugar is shown and typed in, chosen on the tab. */
  unit: SugarUnit;
  setUnit: (unit: SugarUnit) => void;
}

function useSugarView(scope: TrackerScope<'sugar-levels'>): SugarView {
  const [unit, setUnit] = useSugarUnit();
  return { ...scope, unit, setUnit };
}

function Toolbar({ view }: { view: SugarView }) {
  return <SugarUnitToggle unit={view.unit} onChange={view.setUnit} />;
}

/** /health?tab=sugar-levels */
const sugar: TrackerDefinition<'sugar-levels', SugarView> = {
  tracker: 'sugar-levels',
  id: 'sugar',
  texts: {
    picker: 'Whose sugar readings',
    entryTitle: 'Log sugar',
    entryTip: 'Fasting means nothing to eat for 8 hours.',
    logButton: 'Log a reading',
    items: 'readings',
  },
  useView: useSugarView,
  Toolbar,
  form: lazyPart(() => import('./sugar-form').then((m) => m.SugarForm), 'Loading the form...'),
  readings: lazyPart(
    () => import('./sugar-readings').then((m) => m.SugarReadings),
    'Loading readings...',
  ),
};

export default sugar;
