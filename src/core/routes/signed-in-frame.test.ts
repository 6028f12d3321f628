import { describe, expect, it } from 'vitest';
import { frameTabFor, isTabActive } from './signed-in-frame';

describe('the tab a signed-in page is in', () => {
  it('is Home at / only', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/health', '/')).toBe(false);
    expect(frameTabFor('/')).toBe('/');
  });

  it("is a tab's own for its address and the pages under it, not for a longer name", () => {
    expect(frameTabFor('/health')).toBe('/health');
    expect(frameTabFor('/family/3f2a')).toBe('/family');
    expect(frameTabFor('/medications')).toBe('/medications');
    expect(isTabActive('/healthy', '/health')).toBe(false);
  });

  it('is none for a page the navigation does not name', () => {
    expect(frameTabFor('/admin')).toBe('none');
    expect(frameTabFor('/prices')).toBe('none');
  });
});
