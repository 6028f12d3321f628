import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@core/routes/page-modules';
import { SIGNED_IN_ROUTES } from '@core/routes/signed-in-pages';
import { pageFor } from './page-loaders';
import source from './page-loaders.ts?raw';

describe('the page a signed-in path opens (its code is asked for at start-up)', () => {
  it.each([
    ['/', 'home'],
    ['/medications', 'medications'],
    ['/profile', 'profile'],
    ['/health', 'health'],
    ['/family', 'family'],
    ['/family/7c0f6a1e', 'member'],
    ['/health-tracking', 'healthTracking'],
    ['/prices', 'prices'],
    ['/terms-conditions', 'policy'],
    ['/privacy-policy', 'policy'],
    ['/refund-policy', 'policy'],
    ['/subscribe', 'premium'],
    ['/payment-gateway', 'premium'],
    ['/payment-success', 'premium'],
    ['/test-payment', 'premium'],
  ])('%s opens %s', (path, page) => {
    expect(pageFor(path)).toBe(page);
  });

  it('names no page for redirects, unknown paths and nested member paths', () => {
    expect(pageFor('/blood-pressure')).toBeNull();
    expect(pageFor('/nowhere')).toBeNull();
    expect(pageFor('/family/a/b')).toBeNull();
  });
});

describe('the loaders import the files the server names (ADR 025)', () => {
  /** Every `import('@web/…')` in the loaders, as a module under src/web without its extension. */
  const imported = new Set(
    [...source.matchAll(/import\('@web\/([\w/.-]+)'\)/g)].map((m) => m[1] ?? ''),
  );
  const withoutExtension = (module: string) => module.replace(/\.tsx?$/, '');
  const named = SIGNED_IN_ROUTES.flatMap(({ page }) => [
    ...PAGE_MODULES[page](new URLSearchParams()),
    ...PAGE_MODULES[page](new URLSearchParams('tab=blood-pressure')),
    ...PAGE_MODULES[page](new URLSearchParams('tab=sugar-levels')),
  ]).map(withoutExtension);

  it.each([...new Set(named)])('%s is loaded by the browser too', (module) => {
    expect(imported).toContain(module);
  });

  it('loads nothing at start that the server does not name', () => {
    expect([...imported].sort()).toEqual([...new Set(named)].sort());
  });
});
