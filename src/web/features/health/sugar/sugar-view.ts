import type { TrackerScope } from '../tracker-definition';
import type { SugarUnit } from './sugar-units';

/** What the sugar tab hands its form, readings and chart. */
export interface SugarView extends TrackerScope<'sugar-levels'> {
  /** What sugar is shown and typed in, chosen on the tab. */
  unit: SugarUnit;
  setUnit: (unit: SugarUnit) => void;
}
