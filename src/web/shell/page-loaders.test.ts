import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '@core/routes/signed-in-pages';
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
  ])('%s opens %s', (path, page) => {
    expect(pageFor(path)).toBe(page);
  });

  it('names no page for redirects, unknown paths and nested member paths', () => {
    expect(pageFor('/blood-pressure')).toBeNull();
    expect(pageFor('/nowhere')).toBeNull();
    expect(pageFor('/family/a/b')).toBeNull();
  });
});

describe('the loaders and the page table name the same files', () => {
  /** What `key: () => import('@web/…')` pairs say, as "key → module under src/web". */
  const importsByKey = new Map(
    [...source.matchAll(/'?([\w/.-]+)'?:\s*\(\)\s*=>\s*import\('@web\/([\w/.-]+)'\)/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const withoutExtension = (module: string) => module.replace(/\.tsx?$/, '');

  it.each(SIGNED_IN_PAGES.map((p) => [p.page, p.module]))('%s loads %s', (page, module) => {
    expect(importsByKey.get(page)).toBe(withoutExtension(module));
  });

  it.each(
    SIGNED_IN_PAGES.flatMap((p) => [
      ...(p.mount?.(new URLSearchParams()) ?? []),
      ...(p.mount?.(new URLSearchParams('tab=blood-pressure')) ?? []),
    ]),
  )('the mount module %s has its own loader', (module) => {
    expect(importsByKey.get(module)).toBe(withoutExtension(module));
  });
});
