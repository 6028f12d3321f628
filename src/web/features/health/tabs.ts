import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec §2: the `tab` values of /health, in the order the tab bar shows them. */
export const HEALTH_TABS = [
  'blood-pressure',
  'sugar-levels',
  'period-tracker',
  'weight-height',
  'eye-sight',
] as const;
export type HealthTab = (typeof HEALTH_TABS)[number];

/** A bare /health (or an unknown tab) opens the first tracker. */
export const DEFAULT_TAB: HealthTab = 'blood-pressure';

export const TAB_LABELS: Record<HealthTab, MessageDescriptor> = {
  'blood-pressure': msg`Blood pressure`,
  'sugar-levels': msg`Sugar`,
  'period-tracker': msg`Periods`,
  'weight-height': msg`Weight`,
  'eye-sight': msg`Eye sight`,
};

/** While a tab's code loads. */
export const TAB_LOADING: Record<HealthTab, MessageDescriptor> = {
  'blood-pressure': msg`Loading blood pressure...`,
  'sugar-levels': msg`Loading sugar...`,
  'period-tracker': msg`Loading periods...`,
  'weight-height': msg`Loading weight...`,
  'eye-sight': msg`Loading eye sight...`,
};

export function isHealthTab(value: string | null): value is HealthTab {
  return value !== null && (HEALTH_TABS as readonly string[]).includes(value);
}

/** The tab a location's query names ('?tab=sugar-levels' or 'tab=sugar-levels'). */
export function tabFromSearch(search: string): HealthTab {
  const tab = new URLSearchParams(search).get('tab');
  return isHealthTab(tab) ? tab : DEFAULT_TAB;
}

/** The query for another tab, keeping any other parameters: '?tab=eye-sight'. */
export function searchForTab(search: string, tab: HealthTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params.toString()}`;
}

export function healthHref(tab: HealthTab, search = ''): string {
  return `/health${searchForTab(search, tab)}`;
}

/** Arrow keys move along the tab bar and wrap around (WAI-ARIA tabs pattern). */
export function neighbourTab(
  tab: HealthTab,
  key: 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End',
): HealthTab {
  const last = HEALTH_TABS.length - 1;
  const index = HEALTH_TABS.indexOf(tab);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : key === 'ArrowLeft'
          ? (index + last) % HEALTH_TABS.length
          : (index + 1) % HEALTH_TABS.length;
  return HEALTH_TABS[next] ?? DEFAULT_TAB;
}
