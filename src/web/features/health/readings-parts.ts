// What the trackers' readings share beyond TrackerReadings. Only the readings import this, so it
// travels in their chunk: a module the tabs import too would be a chunk of its own.
import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { lazyPart, type LazyPart } from './lazy-load';
import type { ReadingsLook } from './tracker-definition';
import type { Tracker } from './queries';

/** A tracker's chart, fetched on demand. */
export function chartPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyPart(load, msg`Loading the chart...`);
}

/** How the trackers whose entries are readings (blood pressure, sugar) word their readings. */
export const READING_LOOK_TEXTS = {
  first: msg`Log your first reading`,
  editTitle: msg`Edit reading`,
  deleteTitle: msg`Delete this reading?`,
} satisfies ReadingsLook<Tracker, unknown>['texts'];

/** Shown instead of the chart of a period with fewer than two readings. */
export const READINGS_TREND = msg`Log two or more readings in this period to see the trend.`;
