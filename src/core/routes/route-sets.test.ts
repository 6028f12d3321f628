import { describe, expect, it } from 'vitest';
import { branchFor, HEALTH_REDIRECTS, matchesRoute, PUBLIC_PATHS } from './route-sets';

describe('route sets (spec §2)', () => {
  it.each(PUBLIC_PATHS.filter((p) => p !== '/period-tracker'))(
    'shows %s as a public page whether signed in or not',
    (path) => {
      expect(branchFor(path, false)).toBe('public');
      expect(branchFor(path, true)).toBe('public');
    },
  );

  it('treats any /public- path as public, and a signed-out app path as app', () => {
    expect(branchFor('/public-anything', true)).toBe('public');
    expect(branchFor('/profile', false)).toBe('app');
    expect(branchFor('/', false)).toBe('app');
    expect(branchFor('/forgot-password', false)).toBe('app');
  });

  it('shows /period-tracker publicly to visitors and redirects signed-in users', () => {
    expect(branchFor('/period-tracker', false)).toBe('public');
    expect(branchFor('/period-tracker', true)).toBe('app');
    expect(HEALTH_REDIRECTS['/period-tracker']).toBe('/health?tab=period-tracker');
  });

  it('redirects the old tracker paths to /health tabs', () => {
    expect(HEALTH_REDIRECTS).toEqual({
      '/blood-pressure': '/health?tab=blood-pressure',
      '/sugar-levels': '/health?tab=sugar-levels',
      '/period-tracker': '/health?tab=period-tracker',
    });
  });
});

describe('route patterns as the router matches them', () => {
  it('ignores letter case and one trailing slash', () => {
    expect(matchesRoute('/medications', '/Medications/')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/medications', '/medications//')).toBe(false);
  });
  it('fills a :param with exactly one non-empty segment', () => {
    expect(matchesRoute('/family/:id', '/family/7c0f')).toBe(true);
    expect(matchesRoute('/family/:id', '/family/')).toBe(false);
    expect(matchesRoute('/family/:id', '/family/a/b')).toBe(false);
  });
});
