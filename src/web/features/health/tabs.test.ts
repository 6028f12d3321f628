import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAB,
  HEALTH_TABS,
  healthHref,
  neighbourTab,
  searchForTab,
  tabFromSearch,
} from './tabs';

describe('tab <-> URL', () => {
  it('reads each of the spec tab values from the query', () => {
    for (const tab of HEALTH_TABS) {
      expect(tabFromSearch(`?tab=${tab}`)).toBe(tab);
      expect(tabFromSearch(`tab=${tab}`)).toBe(tab);
    }
  });

  it('opens blood pressure for a bare /health or an unknown tab', () => {
    expect(DEFAULT_TAB).toBe('blood-pressure');
    expect(tabFromSearch('')).toBe('blood-pressure');
    expect(tabFromSearch('?tab=BLOOD-PRESSURE')).toBe('blood-pressure');
    expect(tabFromSearch('?tab=periods')).toBe('blood-pressure');
    expect(tabFromSearch('?foo=1')).toBe('blood-pressure');
  });

  it('writes the tab and keeps other parameters', () => {
    expect(searchForTab('', 'eye-sight')).toBe('?tab=eye-sight');
    expect(searchForTab('?tab=sugar-levels&from=home', 'weight-height')).toBe(
      '?tab=weight-height&from=home',
    );
    expect(healthHref('period-tracker')).toBe('/health?tab=period-tracker');
  });

  it('round-trips every tab', () => {
    for (const tab of HEALTH_TABS) expect(tabFromSearch(searchForTab('?x=1', tab))).toBe(tab);
  });

  it('moves with the arrow keys and wraps around', () => {
    expect(neighbourTab('blood-pressure', 'ArrowRight')).toBe('sugar-levels');
    expect(neighbourTab('blood-pressure', 'ArrowLeft')).toBe('eye-sight');
    expect(neighbourTab('eye-sight', 'ArrowRight')).toBe('blood-pressure');
    expect(neighbourTab('sugar-levels', 'Home')).toBe('blood-pressure');
    expect(neighbourTab('sugar-levels', 'End')).toBe('eye-sight');
  });
});
