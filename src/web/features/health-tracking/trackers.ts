import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@web/lib/i18n/i18n';

/** The five trackers of /health (spec §2 tab values), in the order the app shows them. */
export type TrackerKey = 'bloodPressure' | 'sugar' | 'period' | 'body' | 'eye';

export interface TrackerInfo {
  key: TrackerKey;
  /** In the active language, read when shown (ADR 026). */
  readonly label: string;
  /** Spec §2: /health?tab= */
  tab: 'blood-pressure' | 'sugar-levels' | 'period-tracker' | 'weight-height' | 'eye-sight';
}

function tracker(
  key: TrackerKey,
  message: MessageDescriptor,
  tab: TrackerInfo['tab'],
): TrackerInfo {
  return {
    key,
    tab,
    get label() {
      return i18n._(message);
    },
  };
}

export const TRACKERS: readonly TrackerInfo[] = [
  tracker('bloodPressure', msg`Blood pressure`, 'blood-pressure'),
  tracker('sugar', msg`Blood sugar`, 'sugar-levels'),
  tracker('period', msg`Periods`, 'period-tracker'),
  tracker('body', msg`Weight & BMI`, 'weight-height'),
  tracker('eye', msg`Eye sight`, 'eye-sight'),
];

/** Where a tracker's full history is; the member goes along so the form can preselect them. */
export function trackerHref(tracker: TrackerInfo, memberId: string): string {
  return `/health?tab=${tracker.tab}&memberId=${encodeURIComponent(memberId)}`;
}
