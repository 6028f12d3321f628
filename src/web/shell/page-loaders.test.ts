import { describe, expect, it } from 'vitest';
import { pageFor } from './page-loaders';

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
