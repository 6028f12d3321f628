import { msg } from '@lingui/core/macro';
import { lazyPart } from '../lazy-load';
import type { TrackerDefinition, TrackerScope } from '../tracker-definition';
import { SugarUnitToggle, useSugarUnit } from './sugar-unit-toggle';
import type { SugarView } from './sugar-view';

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
    picker: msg`Whose sugar readings`,
    entryTitle: msg`Log sugar`,
    entryTip: msg`Fasting means nothing to eat for 8 hours.`,
    logButton: msg`Log a reading`,
    loading: msg`Loading readings...`,
    failed: msg`The readings could not be loaded.`,
  },
  useView: useSugarView,
  Toolbar,
  form: lazyPart(() => import('./sugar-form').then((m) => m.SugarForm), msg`Loading the form...`),
  readings: lazyPart(
    () => import('./sugar-readings').then((m) => m.SugarReadings),
    msg`Loading readings...`,
  ),
};

export default sugar;
