import type { TrackerScope } from '../tracker-definition';

/** What the weight and height tab hands its form, readings and chart. */
export interface BodyView extends TrackerScope<'weight-height'> {
  /** Age in years of each member (null: unknown), for whether adult BMI cut-offs apply. */
  ageOf: (memberId: string) => number | null;
  /** The chosen member is 18 or older (or of unknown age): the BMI bands apply. */
  adult: boolean;
}
