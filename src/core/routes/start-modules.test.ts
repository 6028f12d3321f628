import { describe, expect, it } from 'vitest';
import {
  firstRenderModules,
  partKey,
  SIGNED_IN_SHELL,
  SIGNED_OUT_SHELL,
  startParts,
} from './start-modules';

const params = (query = '') => new URLSearchParams(query);

describe('what the first render of a page draws (its messages load first, ADR 026)', () => {
  it('is the signed-in page and what it mounts', () => {
    expect(firstRenderModules('/', params(), true)).toEqual([
      'features/home/home-page.tsx',
      'features/home/home-lists.tsx',
      'features/install/install-card.tsx',
    ]);
    expect(firstRenderModules('/health', params('tab=sugar-levels'), true)).toEqual([
      'features/health/health-page.tsx',
    ]);
  });

  it("is a visitor's page, the sign-in page for any other path", () => {
    expect(firstRenderModules('/forgot-password', params(), false)).toEqual([
      'features/auth/forgot-password-page.tsx',
    ]);
    expect(firstRenderModules('/medications', params(), false)).toEqual([
      'features/auth/sign-in-page.tsx',
    ]);
  });

  it('is nothing for a signed-in path with no page (the whole catalogue comes first)', () => {
    expect(firstRenderModules('/no-such-page', params(), true)).toEqual([]);
  });

  it('has a part for every module a first render names; a page part carries its shell', () => {
    const parts = new Map(startParts().map((part) => [part.module, part]));
    const urls = ['/', '/medications', '/profile', '/health', '/health?tab=weight', '/family'];
    for (const url of [...urls, '/family/x', '/health-tracking', '/prices', '/reset-password']) {
      const [path = '', query] = url.split('?');
      for (const signedIn of [true, false]) {
        const modules = firstRenderModules(path, params(query), signedIn);
        if (signedIn && path === '/reset-password') {
          expect(modules).toEqual([]);
          continue;
        }
        const [page = '', ...mounts] = modules;
        expect(parts.get(page), url).toEqual({
          module: page,
          with: [signedIn ? SIGNED_IN_SHELL : SIGNED_OUT_SHELL],
          before: [],
        });
        // What a mounted module's part leaves out is in its page's part.
        for (const mount of mounts)
          expect(parts.get(mount), mount).toEqual({
            module: mount,
            with: [],
            before: [SIGNED_IN_SHELL, page],
          });
      }
    }
  });

  it("names a part by its language and module, as the build's manifest does", () => {
    expect(partKey('hi', 'features/home/home-page.tsx')).toBe(
      'locales/hi/start/features/home/home-page.tsx.js',
    );
  });
});
