import { describe, expect, it } from 'vitest';
import { startModules } from './page-modules';
import { signedInPageAt } from './signed-in-pages';

const params = (query = '') => new URLSearchParams(query);

describe('the code a signed-in page loads at start', () => {
  it('is the page and what it loads as it mounts', () => {
    expect(startModules('/', params())).toEqual([
      'features/home/home-page.tsx',
      'features/home/home-lists.tsx',
      'features/install/install-card.tsx',
    ]);
    expect(startModules('/medications', params('openDialog=true'))).toEqual([
      'features/medications/medications-page.tsx',
    ]);
  });

  it("follows /health's open tab: blood pressure by default, nothing extra for the others", () => {
    // The tab brings its readings display (statically imported).
    const bp = ['features/health/health-page.tsx', 'features/health/blood-pressure/bp-tab.tsx'];
    expect(startModules('/health', params())).toEqual(bp);
    expect(startModules('/health', params('tab=blood-pressure'))).toEqual(bp);
    expect(startModules('/health', params('tab=sugar-levels'))).toEqual([
      'features/health/health-page.tsx',
    ]);
  });

  it('matches paths as the router does, and knows no page for the rest', () => {
    expect(signedInPageAt('/Family/7c0f6a1e/')).toBe('member');
    expect(signedInPageAt('/family/')).toBe('family');
    expect(startModules('/blood-pressure', params())).toEqual([]);
    expect(startModules('/family/a/b', params())).toEqual([]);
  });
});
