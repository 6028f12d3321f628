/** The five trackers of /health (spec §2 tab values), in the order the app shows them. */
export type TrackerKey = 'bloodPressure' | 'sugar' | 'period' | 'body' | 'eye';

export interface TrackerInfo {
  key: TrackerKey;
  label: string;
  /** Spec §2: /health?tab= */
  tab: 'blood-pressure' | 'sugar-levels' | 'period-tracker' | 'weight-height' | 'eye-sight';
}

export const TRACKERS: readonly TrackerInfo[] = [
  { key: 'bloodPressure', label: 'Blood pressure', tab: 'blood-pressure' },
  { key: 'sugar', label: 'Blood sugar', tab: 'sugar-levels' },
  { key: 'period', label: 'Periods', tab: 'period-tracker' },
  { key: 'body', label: 'Weight & BMI', tab: 'weight-height' },
  { key: 'eye', label: 'Eye sight', tab: 'eye-sight' },
];

/** Where a tracker's full history is; the member goes along so the form can preselect them. */
export function trackerHref(tracker: TrackerInfo, memberId: string): string {
  return `/health?tab=${tracker.tab}&memberId=${encodeURIComponent(memberId)}`;
}

/**
 * Periods are offered for female members, "other", and anyone whose gender is not entered yet
 * (the self member starts without one); and for anyone who already has periods logged.
 */
export function tracksPeriods(member: { gender: string | null }, hasPeriods = false): boolean {
  return hasPeriods || member.gender !== 'male';
}
